import { describe, expect, it } from 'vitest';
import { schemaMissingMessage } from '../errors/exit-codes';
import { missingDatabaseError } from './missing-database';

describe('missingDatabaseError', () => {
  it('names the folder and points at the running server, with ege db migrate for a new database', () => {
    const folder = missingDatabaseError({ dataDir: '/srv/ege/data', databaseUrl: undefined }, 'folder');
    expect(folder.message).toBe('База не найдена: в /srv/ege/data нет базы тренажера');
    expect(folder.hints.join('\n')).toMatch(/DATA_DIR=<папка>[\s\S]*DATABASE_URL=[\s\S]*ege login --server[\s\S]*ege db migrate/);
    const schema = missingDatabaseError({ dataDir: '/srv/ege/data', databaseUrl: undefined }, 'schema');
    expect(schema.message).toBe('База в /srv/ege/data пуста: схема не создана');
    expect(schema.hints.at(-1)).toBe('Создать схему в этой базе: ege db migrate.');
  });

  it('a DATABASE_URL database without the schema: migrate it', () => {
    const error = missingDatabaseError({ dataDir: '/d', databaseUrl: 'postgres://u:p@h/db' }, 'schema');
    expect(error.message).toBe(schemaMissingMessage);
    expect(error.hints).toEqual([]);
  });
});
