import type { AppRouter } from '@ege/api/app-router';
import { createTRPCClient, httpLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { ApiError } from './api-error';
import { fetchWithAuth } from './fetch-with-auth';
import { queryClient } from './query-client';

/** Calls whose 401 is an answer about credentials, not an expired access token. */
const sessionProcedures = new Set(['users.login', 'users.register', 'users.refreshCookie', 'users.logout']);

function procedureOf(url: RequestInfo | URL): string {
  const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
  const path = new URL(href, window.location.origin).pathname;
  return decodeURIComponent(path.replace(/^\/trpc\//, ''));
}

async function fetchForTrpc(url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetchWithAuth(url, init, !sessionProcedures.has(procedureOf(url)));
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!response.ok && !isJson) throw new ApiError(`HTTP ${response.status}: Сервер недоступен`, response.status);
  return response;
}

export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpLink({ url: '/trpc', fetch: fetchForTrpc })],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
