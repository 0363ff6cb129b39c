import { randomBytes } from 'node:crypto';
import type { Profile } from '@ege/core/identity/user-schemas';
import { NotLoggedInError, ServerUnavailableError } from '../errors/cli-errors';
import { saveLogin, type StoredLogin } from './credential-store';
import { appErrorOfResponse, reasonOfFetchFailure } from './remote-errors';

/** The server's cookie names and CSRF header (apps/server/src/http/session-cookies.ts). */
const refreshCookie = 'refresh';
const csrfCookie = 'csrftoken';
const csrfHeader = 'x-csrftoken';

export const loginFirstMessage = (server: string) => `Сначала войдите: ege login --server ${server}`;
export const sessionEndedMessage = (server: string) => `Сессия истекла: выполните ege login --server ${server}`;

export type Fetch = (url: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** fetch, with "nothing answered" turned into the one line that says so. */
export async function sendRequest(server: string, url: string | URL | Request, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new ServerUnavailableError(server, reasonOfFetchFailure(error), error);
  }
}

/** The cookies an answer set, by name; a cleared cookie comes back as ''. */
export function setCookiesOf(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const cleared = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
    cookies.set(pair.slice(0, at).trim(), cleared ? '' : pair.slice(at + 1).trim());
  }
  return cookies;
}

export async function readJsonBody(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** An answer's JSON, or the AppError its error body describes. */
async function jsonOrThrow(response: Response): Promise<unknown> {
  const body = await readJsonBody(response);
  if (!response.ok) throw appErrorOfResponse(response.status, body);
  return body;
}

type SessionAnswer = { access: string; user: Profile };

/** POST /api/users/login/: the tokens to keep and who logged in. */
export async function logIn(server: string, username: string, password: string): Promise<{ login: StoredLogin; user: Profile }> {
  const response = await sendRequest(server, `${server}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const answer = (await jsonOrThrow(response)) as SessionAnswer;
  const cookies = setCookiesOf(response);
  const refresh = cookies.get(refreshCookie);
  if (!refresh) throw new Error('Сервер не выдал refresh-cookie при входе');
  return {
    // Double-submit CSRF only compares the cookie with the header: when the server set none, our own value does.
    login: { server, username: answer.user.username, access: answer.access, refresh, csrftoken: cookies.get(csrfCookie) || randomBytes(24).toString('base64url') },
    user: answer.user,
  };
}

/** What a request that rides on the refresh cookie carries: the cookies and the CSRF echo. */
function cookieHeadersOf(login: StoredLogin): Record<string, string> {
  const cookies = [`${refreshCookie}=${login.refresh}`];
  if (login.csrftoken) cookies.push(`${csrfCookie}=${login.csrftoken}`);
  return { cookie: cookies.join('; '), [csrfHeader]: login.csrftoken, accept: 'application/json' };
}

/**
 * POST /api/users/token/refresh-cookie/: a new access token and a new refresh cookie (the old one is
 * spent). A refusal means the session is over: log in again.
 */
export async function refreshLogin(login: StoredLogin): Promise<StoredLogin> {
  const response = await sendRequest(login.server, `${login.server}/api/users/token/refresh-cookie/`, {
    method: 'POST',
    headers: cookieHeadersOf(login),
  });
  if (response.status === 401 || response.status === 403) throw new NotLoggedInError(sessionEndedMessage(login.server));
  const answer = (await jsonOrThrow(response)) as SessionAnswer;
  const cookies = setCookiesOf(response);
  return {
    ...login,
    username: answer.user.username,
    access: answer.access,
    refresh: cookies.get(refreshCookie) || login.refresh,
    csrftoken: cookies.get(csrfCookie) || login.csrftoken,
  };
}

/** POST /api/users/logout/: the server forgets the refresh token. */
export async function logOut(login: StoredLogin): Promise<void> {
  const response = await sendRequest(login.server, `${login.server}/api/users/logout/`, { method: 'POST', headers: cookieHeadersOf(login) });
  await jsonOrThrow(response);
}

/**
 * A fetch that carries the logged-in user's access token and, when the server says 401 (the token
 * expired), renews it once through the refresh cookie, stores the new tokens and repeats the request.
 * Parallel calls that meet the same expiry share one renewal: the refresh token is spent on use.
 */
export function createAuthorizedFetch(configDir: string, first: StoredLogin): Fetch & { readonly login: StoredLogin } {
  let login = first;
  let renewal: Promise<void> | undefined;

  const withAccess = (init: RequestInit | undefined, access: string): RequestInit => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${access}`);
    return { ...init, headers };
  };

  const renew = async (staleAccess: string) => {
    if (login.access !== staleAccess) return;
    renewal ??= (async () => {
      try {
        const renewed = await refreshLogin(login);
        await saveLogin(configDir, renewed);
        login = renewed;
      } finally {
        renewal = undefined;
      }
    })();
    await renewal;
  };

  const authorizedFetch = async (url: string | URL | Request, init?: RequestInit) => {
    const access = login.access;
    const response = await sendRequest(login.server, url, withAccess(init, access));
    if (response.status !== 401) return response;
    await renew(access);
    return sendRequest(login.server, url, withAccess(init, login.access));
  };
  return Object.defineProperty(authorizedFetch, 'login', { get: () => login }) as Fetch & { readonly login: StoredLogin };
}
