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
  /** The folder the user typed the command in: relative paths on the command line start here. */
  workDir: string;
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
  // `npm run ege` runs in apps/cli, and npm says in INIT_CWD where it was called: the user's folder, as for the server.
  const workDir = resolve(e.INIT_CWD ?? cwd);
  return {
    workDir,
    dataDir: resolve(workDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    tokenSecret: e.TOKEN_SECRET,
    server: e.EGE_SERVER,
    configDir: resolve(workDir, e.EGE_CONFIG_DIR ?? join(e.XDG_CONFIG_HOME ?? join(home, '.config'), 'ege')),
  };
}

/** A path typed on the command line (a folder to import, a file of names), as the user meant it. */
export function resolveUserPath(config: Pick<CliConfig, 'workDir'>, path: string): string {
  return resolve(config.workDir, path);
}
