import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A browser-like client over app.inject(): keeps cookies, sends the CSRF header and a bearer token. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  access: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, url: string, options: { json?: unknown; payload?: InjectOptions['payload']; headers?: Record<string, string>; csrf?: boolean; bearer?: boolean } = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('csrftoken');
    if (options.csrf !== false && csrf) headers['x-csrftoken'] = csrf;
    if (options.bearer !== false && this.access) headers.authorization = `Bearer ${this.access}`;
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.json !== undefined ? { payload: JSON.stringify(options.json), headers: { ...headers, 'content-type': 'application/json' } } : {}),
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** tRPC over HTTP as @trpc/client sends it (no batching, no transformer). */
  trpcQuery(path: string, input?: unknown): Promise<LightMyRequestResponse> {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.request('GET', `/trpc/${path}${query}`);
  }

  trpcMutation(path: string, input?: unknown, options: { csrf?: boolean } = {}): Promise<LightMyRequestResponse> {
    return this.request('POST', `/trpc/${path}`, { json: input ?? {}, ...options });
  }
}

/** The `result.data` of a tRPC response. */
export function trpcData<T>(response: LightMyRequestResponse): T {
  return (response.json() as { result: { data: T } }).result.data;
}
