import type { AppRouter } from '@ege/api/app-router';
import { TRPCClientError } from '@trpc/client';
import { ApiError, type FieldErrors } from './api-error';

export type ErrorDescription = {
  /** The Russian message for the user. */
  message: string;
  /** HTTP status; 0 when the server was not reached. */
  status: number;
  /** No answer from the server at all: offline, DNS, the server down. */
  network: boolean;
  fields: FieldErrors;
};

const networkMessage = 'Ошибка сети. Проверьте соединение.';

/** Reads what a failed call means, whether it came through tRPC, the REST helper or fetch itself. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ApiError) return { message: error.message, status: error.status, network: error.status === 0, fields: error.fields };
  if (error instanceof TRPCClientError) {
    const trpcError = error as TRPCClientError<AppRouter>;
    if (trpcError.cause instanceof ApiError) return describeError(trpcError.cause);
    const data = trpcError.data;
    if (data) {
      return { message: data.detail ?? trpcError.message, status: data.httpStatus, network: false, fields: data.errors ?? {} };
    }
    if (trpcError.cause instanceof TypeError) return { message: networkMessage, status: 0, network: true, fields: {} };
    return { message: 'Ошибка парсинга ответа сервера', status: 0, network: false, fields: {} };
  }
  if (error instanceof TypeError) return { message: networkMessage, status: 0, network: true, fields: {} };
  return { message: error instanceof Error ? error.message : 'Неизвестная ошибка', status: 0, network: false, fields: {} };
}
