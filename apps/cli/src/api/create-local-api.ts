import { createCaller } from '@ege/api/app-router';
import type { ApiContext, UploadedFiles } from '@ege/api/context';
import { AppError } from '@ege/core/errors/app-error';
import type { CoreDeps } from '@ege/core/context/core-deps';
import type { AuthUser } from '@ege/core/identity/auth-user';
import type { AppCaller, CliApi } from './cli-api';
import { createPathCaller } from './create-path-caller';
import { jsonRoundTrip } from './json-round-trip';
import { noCookies } from './no-cookies';

/** In-process calls as `user`: the same procedures, role checks and errors as over HTTP. */
export function createLocalApi(deps: CoreDeps, user: AuthUser): CliApi {
  const callerWith = (files: UploadedFiles): AppCaller =>
    createPathCaller(async (path, input) => {
      const ctx: ApiContext = { deps, actor: { kind: 'user', user }, ip: 'cli', cookies: noCookies, files };
      const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], createCaller(ctx));
      // Results pass through JSON, as a remote result does, so that a command prints the same in both modes.
      return jsonRoundTrip(await (procedure as (input: unknown) => Promise<unknown>)(input));
    });
  return {
    mode: 'local',
    username: user.username,
    caller: callerWith(new Map()),
    withFiles: callerWith,
    fetchFile: async (url) => {
      const key = deps.storage.keyOf(url);
      if (key === null) throw new AppError('NOT_FOUND', `Файл не из хранилища сайта: ${url}`);
      try {
        return await deps.storage.read(key);
      } catch {
        throw new AppError('NOT_FOUND', `Файл не найден в хранилище: ${url}`);
      }
    },
  };
}
