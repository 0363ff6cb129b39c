import type { SessionCookies } from '@ege/api/context';

/** In-process calls have no browser: the refresh cookie goes nowhere. */
export const noCookies: SessionCookies = {
  readRefreshToken: () => undefined,
  setRefreshToken: () => {},
  clearRefreshToken: () => {},
};
