import type { ApiContext, UploadedFiles } from '@ege/api/context';
import { authenticateBearer } from '@ege/core/identity/authenticate-bearer';
import type { CoreDeps } from '@ege/core/context/core-deps';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookiesOf } from './session-cookies';

export async function createContext(
  deps: CoreDeps,
  secureCookies: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
  files: UploadedFiles = new Map(),
): Promise<ApiContext> {
  return {
    deps,
    actor: await authenticateBearer(deps.db, deps.tokenSecret, request.headers.authorization),
    ip: request.ip,
    cookies: sessionCookiesOf(request, reply, secureCookies),
    files,
  };
}
