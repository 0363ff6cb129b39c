import { AppError, internalErrorMessage, type FieldErrors } from '@ege/core/errors/app-error';
import { isDatabaseUnavailable, unavailableMessage } from '@ege/core/errors/database-unavailable';
import { fieldErrorsOf, firstMessageOf } from '@ege/core/validation/field-errors-of';
import type { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { z } from '@ege/core/validation/z';

/** The body every error carries over REST (SPEC §8) and inside tRPC's error data. */
export type ErrorBody = { detail: string; errors?: FieldErrors };

export function errorBodyOf(error: TRPCError): ErrorBody {
  const cause = error.cause;
  if (cause instanceof AppError) return cause.fields ? { detail: cause.message, errors: cause.fields } : { detail: cause.message };
  if (cause instanceof z.ZodError) {
    const errors = fieldErrorsOf(cause);
    return { detail: firstMessageOf(errors), errors };
  }
  if (error.code === 'INTERNAL_SERVER_ERROR') return { detail: isDatabaseUnavailable(error.cause) ? unavailableMessage : internalErrorMessage };
  if (error.code === 'PARSE_ERROR' || cause instanceof SyntaxError) return { detail: 'Некорректный JSON в запросе' };
  // Only tRPC's own errors are left here, and their messages are English.
  return { detail: transportMessages[error.code] ?? 'Некорректный запрос' };
}

const transportMessages: Partial<Record<TRPCError['code'], string>> = {
  NOT_FOUND: 'Не найдено',
  METHOD_NOT_SUPPORTED: 'Метод не поддерживается',
  PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
  UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый тип содержимого запроса',
};

/** The HTTP status of an error at every edge: a database that cannot be reached is a 503, not a bug's 500. */
export function httpStatusOf(error: TRPCError): number {
  if (error.cause instanceof AppError) return error.cause.status;
  if (error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(error.cause)) return 503;
  return getHTTPStatusCodeFromError(error);
}
