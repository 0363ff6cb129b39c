import { ConfigError } from '@ege/core/config/read-env-config';
import { AppError, type AppErrorCode, type FieldErrors } from '@ege/core/errors/app-error';
import { fieldErrorsOf } from '@ege/core/validation/field-errors-of';
import { z } from '@ege/core/validation/z';
import { CliUsageError, DatabaseUnavailableError } from './cli-errors';

export const exitCodes = {
  ok: 0,
  failure: 1,
  usage: 2,
  notFound: 3,
  forbidden: 4,
  conflict: 5,
  /** sysexits.h EX_CONFIG */
  config: 78,
} as const;

/** The one table from the domain's error codes to the CLI's exit codes; the compiler wants every code here. */
const exitCodeOfAppError: Record<AppErrorCode, number> = {
  BAD_REQUEST: exitCodes.usage,
  UNAUTHORIZED: exitCodes.forbidden,
  FORBIDDEN: exitCodes.forbidden,
  NOT_FOUND: exitCodes.notFound,
  CONFLICT: exitCodes.conflict,
  PAYLOAD_TOO_LARGE: exitCodes.usage,
  UNSUPPORTED_MEDIA_TYPE: exitCodes.usage,
  TOO_MANY_REQUESTS: exitCodes.failure,
  INTERNAL_SERVER_ERROR: exitCodes.failure,
};

/** What the CLI reports for a failure: the exit code, the red line and a line per field. */
export type CliFailure = { exitCode: number; message: string; details: string[] };

/** How a field of an input is spelled on the command line; unknown fields keep their own name. */
export type FieldLabels = Record<string, string>;

export const schemaMissingMessage = 'Схема базы не создана или устарела. Выполните: ege db migrate';

export function failureOf(error: unknown, labels: FieldLabels = {}): CliFailure {
  const cause = unwrapTrpcError(error);
  if (cause instanceof ConfigError) return { exitCode: exitCodes.config, message: cause.message, details: [] };
  if (cause instanceof CliUsageError) return { exitCode: exitCodes.usage, message: cause.message, details: [] };
  if (cause instanceof z.ZodError) {
    return { exitCode: exitCodes.usage, message: 'Неверные параметры команды:', details: detailsOf(fieldErrorsOf(cause), labels) };
  }
  if (cause instanceof AppError) {
    // The message is the first field's; the other fields (a taken e-mail beside a taken name) follow it.
    const others = Object.fromEntries(
      Object.entries(cause.fields ?? {}).map(([field, messages]) => [field, messages.filter((m) => m !== cause.message)]),
    );
    return { exitCode: exitCodeOfAppError[cause.code], message: cause.message, details: detailsOf(others, labels) };
  }
  if (cause instanceof DatabaseUnavailableError) return { exitCode: exitCodes.failure, message: cause.message, details: [] };
  if (pgCodeOf(cause) === '42P01') return { exitCode: exitCodes.failure, message: schemaMissingMessage, details: [] };
  const trpcCode = trpcCodeOf(error);
  if (trpcCode && trpcCode !== 'INTERNAL_SERVER_ERROR' && trpcCode in exitCodeOfAppError) {
    return { exitCode: exitCodeOfAppError[trpcCode as AppErrorCode], message: messageOf(error), details: [] };
  }
  return { exitCode: exitCodes.failure, message: `Ошибка: ${messageOf(cause)}`, details: [] };
}

function detailsOf(fields: FieldErrors, labels: FieldLabels): string[] {
  return Object.entries(fields).flatMap(([field, messages]) => messages.map((m) => `${labels[field] ?? field}: ${m}`));
}

type TrpcLikeError = Error & { code: string };

/** The router's caller wraps what a procedure threw in a TRPCError; the cause is what the CLI reports. */
function isTrpcError(error: unknown): error is TrpcLikeError {
  return error instanceof Error && error.name === 'TRPCError' && typeof (error as { code?: unknown }).code === 'string';
}

function unwrapTrpcError(error: unknown): unknown {
  return isTrpcError(error) && error.cause !== undefined ? error.cause : error;
}

function trpcCodeOf(error: unknown): string | undefined {
  return isTrpcError(error) ? error.code : undefined;
}

function pgCodeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: unknown; nativeError?: unknown };
  return e.nativeError ? pgCodeOf(e.nativeError) : e.code;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
