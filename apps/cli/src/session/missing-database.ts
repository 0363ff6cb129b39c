import type { CliConfig } from '../cli-config';
import { DatabaseMissingError } from '../errors/cli-errors';
import { schemaMissingMessage } from '../errors/exit-codes';

/**
 * The usual cause is a server started with another DATA_DIR (or DATABASE_URL) than the command: say where
 * the command looked and how to reach the running server's database, instead of starting an empty one.
 */
const pointAtTheServer = [
  'Сервер запущен с другой папкой данных? Укажите её: DATA_DIR=<папка>',
  '(сервер называет её при запуске: «Запуск: данные в …»).',
  'Или укажите его базу: DATABASE_URL=postgres://…',
  'Или работайте через сервер: ege login --server <адрес>, затем --server <адрес>.',
];

/** `folder`: DATA_DIR holds no embedded database; `schema`: the database is there but was never migrated. */
export function missingDatabaseError(config: Pick<CliConfig, 'dataDir' | 'databaseUrl'>, what: 'folder' | 'schema'): DatabaseMissingError {
  if (config.databaseUrl) return new DatabaseMissingError(schemaMissingMessage, []);
  if (what === 'folder') {
    return new DatabaseMissingError(`База не найдена: в ${config.dataDir} нет базы тренажера`, [...pointAtTheServer, 'Создать новую базу в этой папке: ege db migrate.']);
  }
  return new DatabaseMissingError(`База в ${config.dataDir} пуста: схема не создана`, [...pointAtTheServer, 'Создать схему в этой базе: ege db migrate.']);
}
