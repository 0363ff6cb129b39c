import { clearAccessToken, readAccessToken, saveAccessToken } from './access-token';
import { ApiError } from './api-error';
import { readCsrfToken } from './read-csrf-token';
import { withRefreshLock } from './with-refresh-lock';
import { messages } from '@ege/core/text/messages';

const refreshUrl = '/api/users/token/refresh-cookie/';
let pendingRefresh: Promise<string> | null = null;

function withSessionHeaders(init: RequestInit | undefined, token: string | null): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  const csrf = readCsrfToken();
  if (csrf) headers.set('X-CSRFToken', csrf);
  return { ...init, headers, credentials: 'same-origin' };
}

/** A token another tab stored after this one sent the refused one: the other tab's refresh, ready to use. */
function readRenewedToken(refusedToken: string | null): string | null {
  const stored = readAccessToken();
  return stored !== null && stored !== refusedToken ? stored : null;
}

async function requestNewAccessToken(refusedToken: string | null): Promise<string> {
  let response: Response;
  try {
    response = await fetch(refreshUrl, withSessionHeaders({ method: 'POST' }, null));
  } catch {
    throw new ApiError('Сетевая ошибка при обновлении токена', 0);
  }
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  const access = typeof body === 'object' && body !== null && 'access' in body ? body.access : undefined;
  if (typeof access !== 'string' || access === '') {
    // Refused because a tab without Web Locks spent the cookie first: its token is good, no sign-out.
    const renewed = readRenewedToken(refusedToken);
    if (renewed !== null) return renewed;
    if (response.status === 401 || response.status === 403) clearAccessToken();
    throw new ApiError('Ошибка обновления токена', response.status);
  }
  saveAccessToken(access);
  return access;
}

/**
 * One refresh at a time: concurrent 401s of this tab wait for the same call, and other tabs wait for
 * the lock, then take the token the first one stored instead of spending the refresh cookie again.
 */
function refreshAccessToken(refusedToken: string | null): Promise<string> {
  pendingRefresh ??= withRefreshLock(async () => readRenewedToken(refusedToken) ?? (await requestNewAccessToken(refusedToken))).finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

/**
 * fetch with the bearer token and the CSRF header. On a 401 it refreshes the token once through the
 * refresh cookie and repeats the request once (SPEC §4 Auth); sign-in calls pass refreshOnUnauthorized
 * false, since their 401 means wrong credentials.
 */
export async function fetchWithAuth(input: RequestInfo | URL, init?: RequestInit, refreshOnUnauthorized = true): Promise<Response> {
  const sentToken = readAccessToken();
  const response = await fetch(input, withSessionHeaders(init, sentToken));
  if (response.status !== 401 || !refreshOnUnauthorized) return response;
  const token = readRenewedToken(sentToken) ?? (await refreshAccessToken(sentToken));
  const retried = await fetch(input, withSessionHeaders(init, token));
  if (retried.status === 401) throw new ApiError(messages.invalidToken, 401);
  return retried;
}
