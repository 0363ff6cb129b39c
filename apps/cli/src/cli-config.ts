import { sharedEnvFields } from '@ege/core/config/env-fields';
import { readEnvConfig } from '@ege/core/config/read-env-config';
import { z } from '@ege/core/validation/z';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

const cliEnv = z.object({
  ...sharedEnvFields,
  EGE_SERVER: z.url({ error: 'ожидается адрес сервера вида https://ege.example.ru' }).optional(),
  EGE_CONFIG_DIR: z.string().min(1).optional(),
  XDG_CONFIG_HOME: z.string().min(1).optional(),
});

export type CliConfig = {
  dataDir: string;
  databaseUrl: string | undefined;
  tokenSecret: string | undefined;
  /** The server of remote mode when no --server is given. */
  server: string | undefined;
  /** Where `ege login` keeps the tokens. */
  configDir: string;
};

/** Read once per run; throws ConfigError naming the variable when a value is wrong. */
export function readCliConfig(env: Record<string, string | undefined>, cwd: string = process.cwd(), home: string = homedir()): CliConfig {
  const e = readEnvConfig(cliEnv, env);
  return {
    // `npm run ege` runs in apps/cli; a relative DATA_DIR means the folder npm was called from, as for the server.
    dataDir: resolve(e.INIT_CWD ?? cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    tokenSecret: e.TOKEN_SECRET,
    server: e.EGE_SERVER,
    configDir: e.EGE_CONFIG_DIR ?? join(e.XDG_CONFIG_HOME ?? join(home, '.config'), 'ege'),
  };
}
