import { z } from './z';

/** A form-data field arrives as text: 'true'/'false' (also 1/0, on/off, yes/no) as a boolean. */
export const formBoolean = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (['true', '1', 'on', 'yes'].includes(text)) return true;
    if (['false', '0', 'off', 'no', ''].includes(text)) return false;
    return value;
  },
  z.boolean({ error: 'Ожидается true или false' }),
);
