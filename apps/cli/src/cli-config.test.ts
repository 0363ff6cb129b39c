import { ConfigError } from '@ege/core/config/read-env-config';
import { describe, expect, it } from 'vitest';
import { readCliConfig, resolveUserPath } from './cli-config';

describe('readCliConfig', () => {
  it('resolves DATA_DIR against the folder npm was called from, like the server', () => {
    expect(readCliConfig({ INIT_CWD: '/repo' }, '/repo/apps/cli', '/home/u')).toEqual({
      workDir: '/repo',
      dataDir: '/repo/data',
      databaseUrl: undefined,
      tokenSecret: undefined,
      server: undefined,
      configDir: '/home/u/.config/ege',
    });
    expect(readCliConfig({ DATA_DIR: 'x/y' }, '/here').dataDir).toBe('/here/x/y');
    expect(readCliConfig({ DATA_DIR: '/abs', INIT_CWD: '/repo' }, '/here').dataDir).toBe('/abs');
  });

  it('resolves the paths typed on the command line against the folder npm was called from, not apps/cli', () => {
    const config = readCliConfig({ INIT_CWD: '/home/u/ege' }, '/home/u/ege/apps/cli');
    expect(resolveUserPath(config, 'examples/task-bank')).toBe('/home/u/ege/examples/task-bank');
    expect(resolveUserPath(config, './bank')).toBe('/home/u/ege/bank');
    expect(resolveUserPath(config, '../students.csv')).toBe('/home/u/students.csv');
    expect(resolveUserPath(config, '/tmp/bank')).toBe('/tmp/bank');
    // Run without npm (bin/ege.mjs, node …/main.ts): the process's own folder.
    expect(resolveUserPath(readCliConfig({}, '/work'), 'bank')).toBe('/work/bank');
  });

  it('takes DATABASE_URL and refuses one that is not a PostgreSQL address', () => {
    expect(readCliConfig({ DATABASE_URL: 'postgres://u:p@h:5432/d' }).databaseUrl).toBe('postgres://u:p@h:5432/d');
    expect(() => readCliConfig({ DATABASE_URL: 'foo' })).toThrow(ConfigError);
  });

  it('takes the remote server from EGE_SERVER and the token folder from EGE_CONFIG_DIR or XDG_CONFIG_HOME', () => {
    expect(readCliConfig({ EGE_SERVER: 'https://ege.example.ru' }).server).toBe('https://ege.example.ru');
    expect(() => readCliConfig({ EGE_SERVER: 'ege.example' })).toThrow(ConfigError);
    expect(readCliConfig({ XDG_CONFIG_HOME: '/x' }, '/', '/home/u').configDir).toBe('/x/ege');
    expect(readCliConfig({ EGE_CONFIG_DIR: '/c', XDG_CONFIG_HOME: '/x' }, '/', '/home/u').configDir).toBe('/c');
    expect(readCliConfig({ EGE_CONFIG_DIR: 'conf', INIT_CWD: '/repo' }, '/repo/apps/cli').configDir).toBe('/repo/conf');
  });
});
