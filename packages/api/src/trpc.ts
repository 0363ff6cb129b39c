import { assertAllowed, requireUser } from '@ege/core/context/actor';
import { AppError } from '@ege/core/errors/app-error';
import type { RoleRule } from '@ege/core/rules/roles';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ApiContext } from './context';
import { errorBodyOf } from './error-body';

const t = initTRPC
  .context<ApiContext>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const body = errorBodyOf(error);
      return { ...shape, message: body.detail, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, ...body } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Gives an AppError thrown by a service its own code, so each edge reports the right status. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapAppErrors);

/** Signed-in users of any role; the procedure gets the user in ctx. */
export const signedInProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { user: requireUser(ctx.actor) } }));

/** The server-side guard of a role rule (the CLI's local operator passes every rule). */
export function procedureFor(rule: RoleRule) {
  return publicProcedure.use(({ ctx, next }) => {
    assertAllowed(ctx.actor, rule);
    return next();
  });
}
