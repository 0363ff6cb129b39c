import { assertAllowed, requireUser } from '@ege/core/identity/actor';
import { AppError } from '@ege/core/errors/app-error';
import type { RoleRule } from '@ege/core/rules/roles';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ApiContext } from './context';
import { errorBodyOf, httpStatusOf } from './error-body';

/**
 * A procedure that takes more than one upload form's files (the import's batches) says how many, how
 * large a text field and how many bytes in all its multipart body may carry.
 */
export type UploadLimits = { files: number; fieldBytes: number; totalBytes: number };
/** noContent: REST answers 204 with no body (SPEC §7's DELETE /news/{id}/). */
export type ProcedureMeta = OpenApiMeta & { uploads?: UploadLimits; noContent?: boolean };

const t = initTRPC
  .context<ApiContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const body = errorBodyOf(error);
      return { ...shape, message: body.detail, data: { code: shape.data.code, httpStatus: httpStatusOf(error), path: shape.data.path, ...body } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Gives an AppError its own tRPC code, so each edge reports the right status. */
function toTRPCError(error: unknown): unknown {
  return error instanceof AppError ? new TRPCError({ code: error.code, message: error.message, cause: error }) : error;
}

type MiddlewareResult = { ok: true } | { ok: false; error: { cause?: unknown } };

function mapAppError<R extends MiddlewareResult>(result: R): R {
  if (!result.ok && result.error.cause instanceof AppError) throw toTRPCError(result.error.cause);
  return result;
}

const mapAppErrors = t.middleware(async ({ next }) => mapAppError(await next()));

export const publicProcedure = t.procedure.use(mapAppErrors);

/**
 * Signed-in users of any role; the procedure gets the user in ctx. One middleware both checks the
 * user and maps errors: every layer of tRPC's middleware chain copies the call's options, and this
 * is the hottest chain (the profile bench).
 */
export const signedInProcedure = t.procedure.use(async ({ ctx, next }) => {
  let user;
  try {
    user = requireUser(ctx.actor);
  } catch (error) {
    throw toTRPCError(error);
  }
  return mapAppError(await next({ ctx: { user } }));
});

/** The server-side guard of a role rule (the CLI's local operator passes every rule). */
export function procedureFor(rule: RoleRule) {
  return publicProcedure.use(({ ctx, next }) => {
    assertAllowed(ctx.actor, rule);
    return next();
  });
}
