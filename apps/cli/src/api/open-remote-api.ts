import type { UploadedFiles } from '@ege/api/context';
import { AppError } from '@ege/core/errors/app-error';
import { createTRPCUntypedClient, httpLink } from '@trpc/client';
import type { CliConfig } from '../cli-config';
import type { CliIo } from '../cli-io';
import { NotLoggedInError } from '../errors/cli-errors';
import { findLogin } from '../remote/credential-store';
import { createAuthorizedFetch, loginFirstMessage, readJsonBody, type Fetch } from '../remote/remote-connection';
import { appErrorOfResponse, remoteFailureOf } from '../remote/remote-errors';
import { procedureDefOf, restCallOf } from '../remote/rest-call';
import { normalizeServer } from '../remote/server-address';
import type { AppCaller, CliApi } from './cli-api';
import { createPathCaller } from './create-path-caller';

/** The server's API as the user logged in there with `ege login` (the tokens in config.configDir). */
export async function openRemoteApi(server: string, config: CliConfig, _io: CliIo): Promise<CliApi> {
  const address = normalizeServer(server);
  const login = await findLogin(config.configDir, address);
  if (!login) throw new NotLoggedInError(loginFirstMessage(address));
  const authorizedFetch = createAuthorizedFetch(config.configDir, login);
  const client = createTRPCUntypedClient({ links: [httpLink({ url: `${address}/trpc`, fetch: trpcFetchOf(authorizedFetch) })] });

  const callTrpc = async (path: string, input: unknown): Promise<unknown> => {
    try {
      return procedureDefOf(path).type === 'query' ? await client.query(path, input) : await client.mutation(path, input);
    } catch (error) {
      throw remoteFailureOf(error);
    }
  };

  // Files go the way a browser's upload form sends them: multipart to the procedure's REST address.
  const callRest = async (path: string, input: unknown, files: UploadedFiles): Promise<unknown> => {
    const call = restCallOf(path, input);
    const url = new URL(`${address}/api${call.path}`);
    const init: RequestInit = { method: call.method, headers: { accept: 'application/json' } };
    if (call.method === 'GET' || call.method === 'DELETE') {
      for (const [name, value] of Object.entries(call.fields)) url.searchParams.set(name, value);
    } else {
      const form = new FormData();
      for (const [name, value] of Object.entries(call.fields)) form.append(name, value);
      for (const [name, list] of files) for (const file of list) form.append(name, new Blob([file.data]), file.filename);
      init.body = form;
    }
    const response = await authorizedFetch(url, init);
    const body = await readJsonBody(response);
    if (!response.ok) throw appErrorOfResponse(response.status, body);
    return body;
  };

  const callerWith = (files: UploadedFiles): AppCaller =>
    createPathCaller((path, input) => (files.size > 0 ? callRest(path, input, files) : callTrpc(path, input)));
  // A file the API handed out by its URL (/media/...): the server's own files only, with the same token.
  const fetchFile = async (fileUrl: string): Promise<Buffer> => {
    const url = new URL(fileUrl, `${address}/`);
    if (url.origin !== new URL(address).origin) throw new AppError('NOT_FOUND', `Файл не с этого сервера: ${fileUrl}`);
    const response = await authorizedFetch(url);
    if (!response.ok) throw appErrorOfResponse(response.status, await readJsonBody(response));
    return Buffer.from(await response.arrayBuffer());
  };

  return { mode: 'remote', username: login.username, server: address, caller: callerWith(new Map()), withFiles: callerWith, fetchFile };
}

/** A proxy's HTML error page is no tRPC answer: it becomes the AppError of its status. */
function trpcFetchOf(authorizedFetch: Fetch): Fetch {
  return async (url, init) => {
    const response = await authorizedFetch(url, init);
    if (!response.ok && !(response.headers.get('content-type') ?? '').includes('json')) throw appErrorOfResponse(response.status, undefined);
    return response;
  };
}
