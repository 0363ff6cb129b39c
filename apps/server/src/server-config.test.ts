import { describe, expect, it } from 'vitest';
import { ConfigError } from '@ege/core/config/read-env-config';
import { readServerConfig } from './server-config';

describe('server configuration', () => {
  it('runs out of the box with defaults', () => {
    const config = readServerConfig({ INIT_CWD: '/srv/ege' });
    expect(config).toMatchObject({ port: 3000, dataDir: '/srv/ege/data', databaseUrl: undefined, publicUrl: 'http://localhost:3000', secureCookies: false, seedDemo: false });
  });

  it('derives secure cookies from an https PUBLIC_URL', () => {
    expect(readServerConfig({ PUBLIC_URL: 'https://ege.example.ru/' })).toMatchObject({ publicUrl: 'https://ege.example.ru', secureCookies: true });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ TOKEN_SECRET: 'short' }, 'TOKEN_SECRET'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ REGISTER_LIMIT_PER_IP: '0' }, 'REGISTER_LIMIT_PER_IP'],
  ])('stops on %j with a message naming %s', (env, name) => {
    expect(() => readServerConfig(env)).toThrow(ConfigError);
    expect(() => readServerConfig(env)).toThrow(new RegExp(`^Ошибка конфигурации:\\n  ${name}: `));
  });
});
