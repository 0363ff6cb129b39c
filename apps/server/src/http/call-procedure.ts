import { createCaller } from '@ege/api/app-router';
import type { ApiContext } from '@ege/api/context';

/** Calls the procedure at a dotted path ("users.profile") through the router's caller, guards and all. */
export function callProcedure(ctx: ApiContext, path: string, input: unknown): Promise<unknown> {
  const fn = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], createCaller(ctx));
  return (fn as (input: unknown) => Promise<unknown>)(input);
}
