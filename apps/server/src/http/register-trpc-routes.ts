import { appRouter, type AppRouter } from '@ege/api/app-router';
import { httpStatusOf } from '@ege/api/error-body';
import type { CoreDeps } from '@ege/core/context/core-deps';
import { unavailableRetryAfterSeconds } from '@ege/core/errors/database-unavailable';
import { errorShapeOf, procedureDefinitionsOf } from '@ege/api/trpc-internals';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { fastifyRequestHandler, type FastifyHandlerOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callProcedure } from './call-procedure';
import { createContext } from './create-context';

type Handler = FastifyHandlerOptions<AppRouter, FastifyRequest, FastifyReply>;

/**
 * tRPC at /trpc. A single, unbatched query (all the web client sends for reads) is answered through
 * the router's caller in tRPC's own response shape; everything else goes to tRPC's Fastify handler.
 * The fetch adapter's Request/Response conversion cost more than the query itself.
 */
export async function registerTrpcRoutes(app: FastifyInstance, deps: CoreDeps, secureCookies: boolean): Promise<void> {
  const procedures = procedureDefinitionsOf(appRouter);
  const handler: Handler = {
    router: appRouter,
    createContext: ({ req, res }) => createContext(deps, secureCookies, req, res),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
    },
    // tRPC's handler answers with a Response of its own, which the Fastify onSend hook does not see.
    responseMeta: ({ errors }) => (errors.some((error) => httpStatusOf(error) === 503) ? { headers: { 'retry-after': String(unavailableRetryAfterSeconds) } } : {}),
  };

  await app.register(async (scope) => {
    // tRPC's handler reads raw bodies, as its own Fastify plugin arranges.
    scope.removeContentTypeParser(['application/json', 'multipart/form-data']);
    scope.addContentTypeParser(['application/json', 'multipart/form-data'], { parseAs: 'string' }, (_req, body, done) => done(null, body));

    scope.all<{ Params: { path: string }; Querystring: { batch?: string; input?: string } }>('/trpc/:path', async (request, reply) => {
      const path = request.params.path;
      const input = request.method === 'GET' && !request.query.batch && procedures.get(path)?.type === 'query' ? parseInput(request.query.input) : noFastPath;
      if (input === noFastPath) return fastifyRequestHandler({ ...handler, req: request, res: reply, path });

      const ctx = await createContext(deps, secureCookies, request, reply);
      try {
        return { result: { data: await callProcedure(ctx, path, input) } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        handler.onError?.({ error, path, input, ctx, type: 'query', req: request });
        const shape = errorShapeOf(appRouter, { error, type: 'query', path, input, ctx });
        return reply.code(shape.data.httpStatus).send({ error: shape });
      }
    });
  });
}

const noFastPath = Symbol('no fast path');

function parseInput(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    // Let tRPC's own handler answer malformed input its way.
    return noFastPath;
  }
}
