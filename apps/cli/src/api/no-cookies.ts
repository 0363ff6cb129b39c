import type { SessionCookies } from '@ege/api/context';

/** In-process calls have no browser: the refresh and device cookies go nowhere. */
export const noCookies: SessionCookies = {
  readRefreshToken: () => undefined,
  setRefreshToken: () => {},
  clearRefreshToken: () => {},
  readDeviceToken: () => undefined,
  setDeviceToken: () => {},
};
