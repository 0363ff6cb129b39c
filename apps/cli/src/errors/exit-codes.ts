import { ConfigError } from '@ege/core/config/read-env-config';
import { AppError, type AppErrorCode, type FieldErrors } from '@ege/core/errors/app-error';
import { fieldErrorsOf } from '@ege/core/validation/field-errors-of';
import { z } from '@ege/core/validation/z';
import { CliUsageError, DatabaseMissingError, DatabaseUnavailableError, NotLoggedInError, ServerUnavailableError } from './cli-errors';
import { fileSystemMessage, isFileSystemError } from './file-system-errors';

/** The CLI's exit codes, documented in docs/cli/modes.md; scripts rely on them, so they only ever grow. */
export const exitCodes = {
  ok: 0,
  /** The command line itself: an unknown command or option, a missing --as, --as with --server. */
  usage: 1,
  /** The input was refused: a wrong value, a file too large or of a wrong type. */
  validation: 2,
  /** Not logged in, the session ended, a wrong password, or the user's role may not do this. */
  auth: 3,
  notFound: 4,
  conflict: 5,
  /** The server or the database did not answer, or asked to wait (too many requests): try again later. */
  unavailable: 6,
  /** The server's or the CLI's own failure: an internal error, something unexpected. */
  internal: 7,
  /** sysexits.h EX_IOERR: a file or folder of the user's could not be read or written (no rights, no space, read-only). */
  fileSystem: 74,
  /** sysexits.h EX_CONFIG: a wrong environment value, a database schema not created. */
  config: 78,
} as const;

/** The one table from the domain's error codes to the CLI's exit codes; the compiler wants every code here. */
const exitCodeOfAppError: Record<AppErrorCode, number> = {
  BAD_REQUEST: exitCodes.validation,
  UNAUTHORIZED: exitCodes.auth,
  FORBIDDEN: exitCodes.auth,
  NOT_FOUND: exitCodes.notFound,
  CONFLICT: exitCodes.conflict,
  PAYLOAD_TOO_LARGE: exitCodes.validation,
  UNSUPPORTED_MEDIA_TYPE: exitCodes.validation,
  TOO_MANY_REQUESTS: exitCodes.unavailable,
  INTERNAL_SERVER_ERROR: exitCodes.internal,
};

/** What the CLI reports for a failure: the exit code, the red line, a line per field and what to do about it. */
export type CliFailure = { exitCode: number; message: string; details: string[]; hints?: readonly string[] };

/** How a field of an input is spelled on the command line; unknown fields keep their own name. */
export type FieldLabels = Record<string, string>;

export const schemaMissingMessage = 'Схема базы не создана или устарела. Выполните: ege db migrate';

export function failureOf(error: unknown, labels: FieldLabels = {}): CliFailure {
  const cause = unwrapTrpcError(error);
  if (cause instanceof ConfigError) return { exitCode: exitCodes.config, message: cause.message, details: [] };
  if (cause instanceof CliUsageError) return { exitCode: exitCodes.usage, message: cause.message, details: [] };
  if (cause instanceof DatabaseMissingError) return { exitCode: exitCodes.config, message: cause.message, details: [], hints: cause.hints };
  if (cause instanceof NotLoggedInError) return { exitCode: exitCodes.auth, message: cause.message, details: [] };
  if (cause instanceof z.ZodError) {
    return { exitCode: exitCodes.validation, message: 'Неверные параметры команды:', details: detailsOf(fieldErrorsOf(cause), labels) };
  }
  if (cause instanceof AppError) {
    // The message is the first field's; the other fields (a taken e-mail beside a taken name) follow it.
    const others = Object.fromEntries(
      Object.entries(cause.fields ?? {}).map(([field, messages]) => [field, messages.filter((m) => m !== cause.message)]),
    );
    return { exitCode: exitCodeOfAppError[cause.code], message: cause.message, details: detailsOf(others, labels) };
  }
  if (cause instanceof DatabaseUnavailableError || cause instanceof ServerUnavailableError) {
    return { exitCode: exitCodes.unavailable, message: cause.message, details: [] };
  }
  if (isFileSystemError(cause)) return { exitCode: exitCodes.fileSystem, message: fileSystemMessage(cause), details: [] };
  if (pgCodeOf(cause) === '42P01') return { exitCode: exitCodes.config, message: schemaMissingMessage, details: [] };
  const trpcCode = trpcCodeOf(error);
  if (trpcCode && trpcCode !== 'INTERNAL_SERVER_ERROR' && trpcCode in exitCodeOfAppError) {
    return { exitCode: exitCodeOfAppError[trpcCode as AppErrorCode], message: messageOf(error), details: [] };
  }
  return { exitCode: exitCodes.internal, message: `Ошибка: ${messageOf(cause)}`, details: [] };
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
