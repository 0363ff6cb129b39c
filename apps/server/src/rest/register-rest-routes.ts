import { appRouter } from '@ege/api/app-router';
import type { UploadedFiles } from '@ege/api/context';
import { errorBodyOf, httpStatusOf } from '@ege/api/error-body';
import type { CoreDeps } from '@ege/core/context/core-deps';
import { AppError } from '@ege/core/errors/app-error';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UploadLimits } from '@ege/api/trpc';
import { procedureDefinitionsOf } from '@ege/api/trpc-internals';
import { callProcedure } from '../http/call-procedure';
import { createContext } from '../http/create-context';
import { readMultipart } from './read-multipart';

/**
 * Serves every procedure that has OpenAPI meta as REST under /api, through the router's caller:
 * the same procedure, guards and errors as /trpc, without the fetch adapter's cost.
 */
export function registerRestRoutes(app: FastifyInstance, deps: CoreDeps, secureCookies: boolean): void {
  for (const [path, { meta }] of procedureDefinitionsOf(appRouter)) {
    const openapi = meta?.openapi;
    if (!openapi || openapi.enabled === false) continue;
    const url = `/api${openapi.path.replace(/\{(\w+)\}/g, ':$1')}`;
    app.route({
      method: openapi.method,
      url,
      handler: async (request, reply) => {
        try {
          const files: UploadedFiles = new Map();
          const input = await readInput(request, files, meta?.uploads);
          const ctx = await createContext(deps, secureCookies, request, reply, files);
          const result = await callProcedure(ctx, path, input);
          return meta?.noContent ? reply.code(204).send() : result;
        } catch (error) {
          return sendError(request, reply, error);
        }
      },
    });
  }
}

async function readInput(request: FastifyRequest, files: UploadedFiles, limits: UploadLimits | undefined): Promise<Record<string, unknown>> {
  const params = request.params as Record<string, string>;
  const query = request.query as Record<string, unknown>;
  if (request.method === 'GET' || request.method === 'DELETE') {
    return { ...query, ...asObject(request.body), ...params };
  }
  const body = request.isMultipart() ? await readMultipart(request, files, limits) : asObject(request.body);
  return { ...body, ...params };
}

function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('BAD_REQUEST', 'Тело запроса должно быть JSON-объектом');
  }
  return body as Record<string, unknown>;
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const trpcError = getTRPCErrorFromUnknown(error);
  const cause = trpcError.cause;
  const status = httpStatusOf(trpcError);
  if (status >= 500) request.log.error({ err: cause ?? trpcError }, 'procedure failed');
  if (cause instanceof AppError && cause.retryAfterSeconds) reply.header('retry-after', String(cause.retryAfterSeconds));
  return reply.code(status).send(errorBodyOf(trpcError));
}
