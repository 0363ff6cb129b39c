import type { Actor } from '@ege/core/identity/actor';
import type { CoreDeps } from '@ege/core/context/core-deps';

/** The session's cookies as the transport sees it; the CLI's in-process calls get a jar that keeps nothing. */
export type SessionCookies = {
  /** The refresh token, when the request carries one and proves it came from our own page (CSRF); else a 403. */
  readRefreshToken(): string | undefined;
  setRefreshToken(token: string): void;
  clearRefreshToken(): void;
  /** The device cookie: this browser has signed in to an account before (decision 048). */
  readDeviceToken(): string | undefined;
  setDeviceToken(token: string): void;
};

/** Files of a multipart REST request, by field name; tRPC calls carry none. */
export type UploadedFiles = Map<string, { data: Buffer; filename: string }[]>;

export type ApiContext = {
  deps: CoreDeps;
  actor: Actor;
  ip: string;
  cookies: SessionCookies;
  files: UploadedFiles;
};
