import { isCleanText } from '../validation/text-rule';

/** The `key` column's length: a longer key names no stored file. */
export const storageKeyMaxLength = 500;

// Control characters and the backslash appear in no key we make, nor in the old uploads' paths.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused.
const forbidden = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Whether a string may name a stored file, checked before any storage is asked (a URL under /media
 * is anyone's input): the text rule (PostgreSQL refuses NUL in a query's parameter), no control
 * characters, no empty, '.' or '..' segment (the local storage resolves keys as paths), and no
 * longer than the column. Old uploads' keys keep Cyrillic letters and spaces, so those stay allowed.
 */
export function isStorageKey(key: string): boolean {
  if (key === '' || key.length > storageKeyMaxLength || !isCleanText(key) || forbidden.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
