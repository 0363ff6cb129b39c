import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { fetchWithAuth } from './fetch-with-auth';
import { stubWindowStorage } from '../testing/stub-window-storage';

let store: Map<string, string>;
const refreshUrl = '/api/users/token/refresh-cookie/';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function authOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

beforeEach(() => {
  store = stubWindowStorage();
  vi.stubGlobal('document', { cookie: 'other=1; csrftoken=csrf-value' });
  // As in a browser without Web Locks; the tests about the lock give it one.
  vi.stubGlobal('navigator', {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchWithAuth', () => {
  it('sends the bearer token and the CSRF header', async () => {
    store.set('access', 'token-1');
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await fetchWithAuth('/trpc/users.profile', { method: 'GET' });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('X-CSRFToken')).toBe('csrf-value');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('refreshes once on a 401, stores the new token and repeats the request once', async () => {
    store.set('access', 'stale');
    const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (url === refreshUrl) return json(200, { access: 'fresh' });
      return authOf(init) === 'Bearer fresh' ? json(200, { ok: true }) : json(401, { detail: 'Ошибка авторизации' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const response = await fetchWithAuth('/trpc/users.profile');
    expect(response.status).toBe(200);
    expect(store.get('access')).toBe('fresh');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/trpc/users.profile', refreshUrl, '/trpc/users.profile']);
    const refreshHeaders = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(refreshHeaders.get('X-CSRFToken')).toBe('csrf-value');
    expect(refreshHeaders.get('Authorization')).toBeNull();
  });

  it('lets concurrent 401s share one refresh call', async () => {
    store.set('access', 'stale');
    let refreshes = 0;
    const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (url === refreshUrl) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, { access: 'fresh' });
      }
      return authOf(init) === 'Bearer fresh' ? json(200, {}) : json(401, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const results = await Promise.all([fetchWithAuth('/a'), fetchWithAuth('/b'), fetchWithAuth('/c')]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(refreshes).toBe(1);
  });

  it("gives 'Ошибка авторизации' when the repeated request is refused again", async () => {
    store.set('access', 'stale');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) => (url === refreshUrl ? json(200, { access: 'fresh' }) : json(401, {}))),
    );
    await expect(fetchWithAuth('/trpc/users.profile')).rejects.toEqual(new ApiError('Ошибка авторизации', 401));
  });

  it("gives 'Ошибка обновления токена' and drops the token when the refresh is refused", async () => {
    store.set('access', 'stale');
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { detail: 'Сессия истекла. Войдите снова.' })));
    await expect(fetchWithAuth('/trpc/users.profile')).rejects.toMatchObject({ message: 'Ошибка обновления токена', status: 401 });
    expect(store.has('access')).toBe(false);
  });

  it("gives 'Сетевая ошибка при обновлении токена' with status 0 and keeps the token when the refresh cannot be sent", async () => {
    store.set('access', 'stale');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) => {
        if (url === refreshUrl) throw new TypeError('Failed to fetch');
        return json(401, {});
      }),
    );
    await expect(fetchWithAuth('/trpc/users.profile')).rejects.toMatchObject({ message: 'Сетевая ошибка при обновлении токена', status: 0 });
    expect(store.get('access')).toBe('stale');
  });

  it('refreshes under the tabs\' shared lock and takes the token another tab stored meanwhile instead of refreshing again', async () => {
    store.set('access', 'stale');
    const lockNames: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, work: () => Promise<unknown>) => {
          lockNames.push(name);
          // The other tab held the lock: it refreshed and stored its token before this one got the lock.
          store.set('access', 'from-other-tab');
          return work();
        },
      },
    });
    const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (url === refreshUrl) return json(401, { detail: 'Сессия истекла. Войдите снова.' });
      return authOf(init) === 'Bearer from-other-tab' ? json(200, {}) : json(401, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const response = await fetchWithAuth('/trpc/users.me');
    expect(response.status).toBe(200);
    expect(lockNames).toEqual(['ege-token-refresh']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/trpc/users.me', '/trpc/users.me']);
    expect(store.get('access')).toBe('from-other-tab');
  });

  it('stays signed in when its refresh lost the race to a tab without the lock that stored a new token', async () => {
    store.set('access', 'stale');
    const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (url === refreshUrl) {
        // The other tab spent the refresh cookie first; its answer arrived while this refresh was on its way.
        store.set('access', 'from-other-tab');
        return json(401, { detail: 'Сессия истекла. Войдите снова.' });
      }
      return authOf(init) === 'Bearer from-other-tab' ? json(200, {}) : json(401, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const response = await fetchWithAuth('/trpc/users.me');
    expect(response.status).toBe(200);
    expect(store.get('access')).toBe('from-other-tab');
  });

  it('leaves a 401 of a sign-in call alone', async () => {
    const fetchMock = vi.fn(async () => json(401, { detail: 'Неверное имя пользователя или пароль' }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await fetchWithAuth('/trpc/users.login', { method: 'POST' }, false);
    expect(response.status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
