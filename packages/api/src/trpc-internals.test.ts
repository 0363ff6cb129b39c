import { AppError } from '@ege/core/errors/app-error';
import { z } from '@ege/core/validation/z';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { appRouter } from './app-router';
import type { ApiContext } from './context';
import { publicProcedure, router } from './trpc';
import { errorShapeOf, procedureCallerOf, procedureDefinitionsOf } from './trpc-internals';

// These pin what tRPC keeps in `_def`: if an upgrade moves it, they fail here rather than the REST routes at startup.
describe('what the router keeps in _def', () => {
  const idInput = z.object({ id: z.number() });
  const toy = router({
    news: router({
      byId: publicProcedure.meta({ openapi: { method: 'GET', path: '/news/{id}/' } }).input(idInput).query(() => 1),
    }),
    ping: publicProcedure.mutation(() => 2),
  });

  it('lists nested procedures by dotted path with their type, meta and input parsers', () => {
    const definitions = procedureDefinitionsOf(toy);
    expect([...definitions.keys()]).toEqual(['news.byId', 'ping']);
    expect(definitions.get('news.byId')).toEqual({ type: 'query', meta: { openapi: { method: 'GET', path: '/news/{id}/' } }, inputs: [idInput] });
    expect(definitions.get('ping')).toEqual({ type: 'mutation', meta: undefined, inputs: [] });
  });

  it('lists every procedure of the app router', () => {
    const definitions = procedureDefinitionsOf(appRouter);
    expect(definitions.size).toBeGreaterThan(40);
    expect(definitions.get('users.profile')).toMatchObject({ type: 'query', meta: { openapi: { method: 'GET', path: '/users/profile/' } } });
  });

  it('calls a procedure by its path with its parsers, as the caller does', async () => {
    const call = procedureCallerOf(toy, 'news.byId')!;
    await expect(call({} as ApiContext, { id: 1 })).resolves.toBe(1);
    await expect(call({} as ApiContext, { id: 'x' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(procedureCallerOf(toy, 'news.missing')).toBeUndefined();
  });

  it('shapes an error through the router’s errorFormatter, as tRPC’s handler answers', () => {
    const error = new TRPCError({ code: 'NOT_FOUND', message: 'Not found', cause: new AppError('NOT_FOUND', 'Новость не найдена') });
    const shape = errorShapeOf(toy, { error, type: 'query', path: 'news.byId', input: { id: 1 }, ctx: undefined });
    expect(shape).toMatchObject({ message: 'Новость не найдена', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404, path: 'news.byId', detail: 'Новость не найдена' } });
  });
});
