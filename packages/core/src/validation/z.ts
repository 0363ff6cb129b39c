import * as z from './zod-with-text-rule';

// Every message zod writes for a user is Russian, also the ones we do not spell out.
z.config(z.locales.ru());

export { z };
