import { internalErrorMessage } from '@ege/core/errors/app-error';
import { isDatabaseUnavailable, unavailableMessage, unavailableRetryAfterSeconds } from '@ege/core/errors/database-unavailable';
import type { FastifyError, FastifyInstance } from 'fastify';
import { describeFrameworkError, missingHostMessage } from './framework-error-messages';

/**
 * Errors that never reach a procedure (bad JSON, oversized bodies, a database outage while reading
 * the session) still get a Russian `detail`. Every 503, whichever edge answered it, says when to retry.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // Node would answer an HTTP/1.1 request without Host with a bare 400 (build-app lets it through).
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) return reply.code(400).send({ detail: missingHostMessage });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(unavailableRetryAfterSeconds));
    done(null, payload);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // A client that hung up mid-body is an ECONNRESET too, with Fastify's 400: not the database's.
    if (status >= 500 && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({ detail: unavailableMessage });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: internalErrorMessage });
    }
    const detail = describeFrameworkError(error instanceof SyntaxError ? 'FST_ERR_CTP_INVALID_JSON_BODY' : error.code);
    return reply.code(status).send({ detail });
  });
}
