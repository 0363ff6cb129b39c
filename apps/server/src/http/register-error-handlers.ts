import { internalErrorMessage } from '@ege/core/errors/app-error';
import { isDatabaseUnavailable, unavailableMessage, unavailableRetryAfterSeconds } from '@ege/core/errors/database-unavailable';
import { fileTooLargeMessage } from '@ege/core/storage/check-image';
import type { FastifyError, FastifyInstance } from 'fastify';

const messagesByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Некорректный JSON в теле запроса',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса при Content-Type: application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос: не более 1 МБ (файлы — через form-data, до 10 МБ)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого запроса',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Некорректная длина запроса',
  FST_REQ_FILE_TOO_LARGE: fileTooLargeMessage,
};

export const notFoundMessage = 'Не найдено';

/**
 * Errors that never reach a procedure (bad JSON, oversized bodies, a database outage while reading
 * the session) still get a Russian `detail`. Every 503, whichever edge answered it, says when to retry.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(unavailableRetryAfterSeconds));
    done(null, payload);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({ detail: unavailableMessage });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: internalErrorMessage });
    }
    const detail = messagesByCode[error.code] ?? (error instanceof SyntaxError ? messagesByCode.FST_ERR_CTP_INVALID_JSON_BODY : 'Некорректный запрос');
    return reply.code(status).send({ detail });
  });
}
