import { appRouter, createCaller } from '@ege/api/app-router';
import type { ApiContext } from '@ege/api/context';
import { procedureCallerOf } from '@ege/api/trpc-internals';

const callers = new Map<string, (ctx: ApiContext, input: unknown) => Promise<unknown>>();

/**
 * Calls the procedure at a dotted path ("users.profile"), guards and all: straight from the router's
 * table (no caller proxy built per request, decision 079), or through the caller for a path the table
 * does not name, which answers it as tRPC does.
 */
export function callProcedure(ctx: ApiContext, path: string, input: unknown): Promise<unknown> {
  let call = callers.get(path);
  if (!call) {
    call = procedureCallerOf(appRouter, path);
    // Only the router's own paths are kept: a client's made-up path must not grow the table.
    if (call) callers.set(path, call);
  }
  if (call) return call(ctx, input);
  const fn = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], createCaller(ctx));
  return (fn as (input: unknown) => Promise<unknown>)(input);
}
