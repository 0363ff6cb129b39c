import { sharedEnvFields } from '@ege/core/config/env-fields';
import { readEnvConfig } from '@ege/core/config/read-env-config';
import { z } from '@ege/core/validation/z';
import { resolve } from 'node:path';

const cliEnv = z.object({ ...sharedEnvFields });

export type CliConfig = {
  dataDir: string;
  databaseUrl: string | undefined;
  tokenSecret: string | undefined;
};

/** Read once per run; throws ConfigError naming the variable when a value is wrong. */
export function readCliConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): CliConfig {
  const e = readEnvConfig(cliEnv, env);
  return {
    // `npm run ege` runs in apps/cli; a relative DATA_DIR means the folder npm was called from, as for the server.
    dataDir: resolve(e.INIT_CWD ?? cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    tokenSecret: e.TOKEN_SECRET,
  };
}
