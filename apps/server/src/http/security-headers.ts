import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once at start and set on every response: running helmet per request
 * re-parses the policy each time, which cost a tenth of a profile request.
 */
export function registerSecurityHeaders(app: FastifyInstance, secure: boolean): void {
  const headers = computeHeaders({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // Pyodide compiles its wasm (docs/decisions/068); 'wasm-unsafe-eval' allows that and no eval of JavaScript.
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        // The Python worker is a file of our own build.
        'worker-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'frame-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': secure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

function computeHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
