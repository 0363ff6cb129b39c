import { getTRPCErrorShape, type AnyTRPCRouter, type inferRouterError, type TRPCError, type TRPCProcedureType } from '@trpc/server';
import type { ProcedureMeta } from './trpc';

/**
 * The one module that reads a router's `_def` (decision 055). tRPC 11 has no public API to list a
 * router's procedures with their type, meta and input parsers, nor to hand out the root config its
 * errors are shaped with; trpc-internals.test.ts fails if an upgrade of tRPC moves either.
 */
export type ProcedureDefinition = {
  type: TRPCProcedureType;
  meta: ProcedureMeta | undefined;
  /** The input parsers in the order `.input()` added them (zod schemas here). */
  inputs: readonly unknown[];
};

type RawProcedure = { _def: { type: TRPCProcedureType; meta?: ProcedureMeta; inputs: unknown[] } };

const definitions = new WeakMap<AnyTRPCRouter, ReadonlyMap<string, ProcedureDefinition>>();

/** Every procedure of the router by its dotted path ("users.profile"), in the order the router declares them. */
export function procedureDefinitionsOf(router: AnyTRPCRouter): ReadonlyMap<string, ProcedureDefinition> {
  let table = definitions.get(router);
  if (!table) {
    // At run time `_def.procedures` is flat, keyed by dotted path, though its type mirrors the nested record.
    const procedures = router._def.procedures as Record<string, RawProcedure>;
    table = new Map(Object.entries(procedures).map(([path, { _def }]) => [path, { type: _def.type, meta: _def.meta, inputs: _def.inputs }]));
    definitions.set(router, table);
  }
  return table;
}

type ProcedureFunction = (opts: { path: string; getRawInput: () => Promise<unknown>; ctx: unknown; type: TRPCProcedureType; signal: undefined; batchIndex: number }) => Promise<unknown>;

/**
 * Calls a procedure as the router's caller does (its middlewares, input and output parsers and all),
 * without building the caller's proxy for every request (decision 079); undefined for an unknown path.
 */
export function procedureCallerOf<TRouter extends AnyTRPCRouter>(
  router: TRouter,
  path: string,
): ((ctx: TRouter['_def']['_config']['$types']['ctx'], input: unknown) => Promise<unknown>) | undefined {
  const procedure = (router._def.procedures as Record<string, (ProcedureFunction & RawProcedure) | undefined>)[path];
  if (!procedure) return undefined;
  const type = procedure._def.type;
  return (ctx, input) => procedure({ path, getRawInput: () => Promise.resolve(input), ctx, type, signal: undefined, batchIndex: 0 });
}

type ErrorShapeOptions<TRouter extends AnyTRPCRouter> = {
  error: TRPCError;
  type: TRPCProcedureType | 'unknown';
  path: string | undefined;
  input: unknown;
  ctx: TRouter['_def']['_config']['$types']['ctx'] | undefined;
};

/** The error as tRPC's own handler would put it in a response: through the router's errorFormatter. */
export function errorShapeOf<TRouter extends AnyTRPCRouter>(router: TRouter, options: ErrorShapeOptions<TRouter>): inferRouterError<TRouter> {
  return getTRPCErrorShape({ config: router._def._config, ...options });
}
