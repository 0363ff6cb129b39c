import { readEnvConfig } from '@ege/core/config/read-env-config';
import { sharedEnvFields } from '@ege/core/config/env-fields';
import { defaultRateLimits, type RateLimits } from '@ege/core/context/core-deps';
import { z } from '@ege/core/validation/z';
import { resolve } from 'node:path';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''], { error: 'ожидается true или false' })
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const serverEnv = z.object({
  ...sharedEnvFields,
  PORT: z.coerce.number({ error: 'ожидается номер порта' }).int().min(1, 'ожидается порт от 1 до 65535').max(65535, 'ожидается порт от 1 до 65535').default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url({ error: 'ожидается адрес вида https://ege.example.ru' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag,
  TRUST_PROXY: flag,
  LOGIN_LIMIT_PER_IP: z.coerce.number({ error: 'ожидается целое число' }).int().min(1, 'ожидается число не меньше 1').default(30),
  REGISTER_LIMIT_PER_IP: z.coerce.number({ error: 'ожидается целое число' }).int().min(1, 'ожидается число не меньше 1').default(10),
  WEB_DIST: z.string().min(1).optional(),
});

export type ServerConfig = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  tokenSecret: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  trustProxy: boolean;
  secureCookies: boolean;
  rateLimits: RateLimits;
  /** The built web client to serve; undefined means the repository's apps/web/dist. */
  webDist: string | undefined;
};

export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const e = readEnvConfig(serverEnv, env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    // npm runs workspace scripts in the workspace folder; a relative DATA_DIR means the folder npm was called from.
    dataDir: resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    tokenSecret: e.TOKEN_SECRET,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    secureCookies: publicUrl.startsWith('https://'),
    rateLimits: {
      ...defaultRateLimits,
      loginPerIp: { ...defaultRateLimits.loginPerIp, limit: e.LOGIN_LIMIT_PER_IP },
      registerPerIp: { ...defaultRateLimits.registerPerIp, limit: e.REGISTER_LIMIT_PER_IP },
    },
    webDist: e.WEB_DIST === undefined ? undefined : resolve(e.INIT_CWD ?? process.cwd(), e.WEB_DIST),
  };
}
