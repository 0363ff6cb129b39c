import type { CliConfig } from '../cli-config';
import type { CliIo } from '../cli-io';
import { CliUsageError } from '../errors/cli-errors';
import type { CliApi } from './cli-api';

/** The server's API as the user logged in there with `ege login` (the tokens in config.configDir). */
export async function openRemoteApi(server: string, config: CliConfig, io: CliIo): Promise<CliApi> {
  void config;
  void io;
  throw new CliUsageError(`Удалённый режим (${server}) пока не поддерживается`);
}
