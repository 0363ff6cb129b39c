import { AppError, appErrorStatus, internalErrorMessage, type AppErrorCode, type FieldErrors } from '@ege/core/errors/app-error';
import { NotLoggedInError, ServerUnavailableError } from '../errors/cli-errors';

const appErrorCodes = Object.keys(appErrorStatus) as AppErrorCode[];

/** tRPC's own codes that are not the domain's: what the user did wrong is the closest domain code. */
const trpcOnlyCodes: Record<string, AppErrorCode> = {
  PARSE_ERROR: 'BAD_REQUEST',
  METHOD_NOT_SUPPORTED: 'BAD_REQUEST',
  UNPROCESSABLE_CONTENT: 'BAD_REQUEST',
  PRECONDITION_FAILED: 'BAD_REQUEST',
  TIMEOUT: 'INTERNAL_SERVER_ERROR',
  CLIENT_CLOSED_REQUEST: 'INTERNAL_SERVER_ERROR',
  NOT_IMPLEMENTED: 'INTERNAL_SERVER_ERROR',
  BAD_GATEWAY: 'INTERNAL_SERVER_ERROR',
  SERVICE_UNAVAILABLE: 'INTERNAL_SERVER_ERROR',
  GATEWAY_TIMEOUT: 'INTERNAL_SERVER_ERROR',
};

/** The domain code of an HTTP status: its own where the domain has one, else by its class. */
export function appErrorCodeOfStatus(status: number): AppErrorCode {
  const exact = appErrorCodes.find((code) => appErrorStatus[code] === status);
  if (exact) return exact;
  return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
}

type ErrorBody = { detail?: unknown; errors?: unknown };

function fieldsOf(errors: unknown): FieldErrors | undefined {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors).filter((entry): entry is [string, string[]] =>
    Array.isArray(entry[1]) && entry[1].every((m) => typeof m === 'string'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function appErrorOf(code: AppErrorCode, body: ErrorBody | undefined, fallback: string): AppError {
  const message = typeof body?.detail === 'string' && body.detail ? body.detail : fallback;
  const fields = fieldsOf(body?.errors);
  return new AppError(code, message, fields ? { fields } : {});
}

/** A REST answer's error (`{ detail, errors }`, SPEC §8) as the AppError the server threw. */
export function appErrorOfResponse(status: number, body: unknown): AppError {
  const code = appErrorCodeOfStatus(status);
  const fallback = code === 'INTERNAL_SERVER_ERROR' ? internalErrorMessage : `Сервер ответил HTTP ${status}`;
  return appErrorOf(code, typeof body === 'object' && body !== null ? (body as ErrorBody) : undefined, fallback);
}

type TrpcClientErrorLike = Error & { data?: { code?: unknown; httpStatus?: unknown; detail?: unknown; errors?: unknown } | null };

/**
 * What a remote call failed with, in the terms a local call fails with: the server's AppError (its
 * code, its Russian message, its field errors), or the CLI's own errors that the fetch raised.
 */
export function remoteFailureOf(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  // The tRPC client wraps what the fetch threw (an unreachable server, a non-JSON answer).
  const cause = error.cause;
  if (cause instanceof ServerUnavailableError || cause instanceof NotLoggedInError || cause instanceof AppError) return cause;
  if (error.name !== 'TRPCClientError') return error;
  const data = (error as TrpcClientErrorLike).data;
  if (!data) return new AppError('INTERNAL_SERVER_ERROR', `Непонятный ответ сервера: ${error.message}`);
  const byCode = typeof data.code === 'string' ? (appErrorCodes.includes(data.code as AppErrorCode) ? (data.code as AppErrorCode) : trpcOnlyCodes[data.code]) : undefined;
  const code = byCode ?? appErrorCodeOfStatus(typeof data.httpStatus === 'number' ? data.httpStatus : 500);
  return appErrorOf(code, { detail: data.detail ?? error.message, errors: data.errors }, error.message);
}

/** Why a fetch failed, shortly: ECONNREFUSED, ENOTFOUND, a timeout, ... */
export function reasonOfFetchFailure(error: unknown): string {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  if (cause instanceof Error) return cause.message;
  return String(cause);
}
