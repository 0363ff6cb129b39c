import type { AppCaller } from './cli-api';

export type InvokeProcedure = (path: string, input: unknown) => Promise<unknown>;

/**
 * A caller of the router's shape whose calls go to `invoke` with the dotted path ("tasks.random"):
 * the local mode runs the procedure in this process, the remote mode sends it to the server.
 */
export function createPathCaller(invoke: InvokeProcedure): AppCaller {
  const node = (path: readonly string[]): unknown =>
    new Proxy(() => {}, {
      get: (_target, key) => (typeof key === 'string' && key !== 'then' ? node([...path, key]) : undefined),
      apply: (_target, _thisArg, args: unknown[]) => invoke(path.join('.'), args[0]),
    });
  return node([]) as AppCaller;
}
