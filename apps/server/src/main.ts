import { ConfigError } from '@ege/core/config/read-env-config';
import { demoAccounts } from '@ege/db/seed-demo-accounts';
import { fileURLToPath } from 'node:url';
import { readServerConfig } from './server-config';
import { startServer } from './start-server';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  console.log(`Запуск: данные в ${config.dataDir}, база ${config.databaseUrl ? 'из DATABASE_URL' : 'встроенная PostgreSQL'}`);
  const server = await startServer(config, { webDist: config.webDist ?? defaultWebDist });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: останавливаю сервер и базу…`);
    await server.close();
    console.log('Остановлено.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await server.app.listen({ port: config.port, host: config.host });
  if (server.seeded.length > 0) {
    console.log('\nДемо-учётные записи (созданы при первом запуске):');
    for (const account of demoAccounts) console.log(`  ${account.role.padEnd(10)} ${account.username} / ${account.password}`);
  }
  if (server.copiedUploads > 0) {
    console.log(`\nФайлы из ${config.dataDir}/uploads перенесены в базу: ${server.copiedUploads} (папка переименована в uploads-copied-to-database).`);
  }
  if (server.bank.tasks + server.bank.blocks > 0) {
    console.log(`\nДемо-банк заданий: ${server.bank.tasks} заданий и ${server.bank.blocks} блоков 19–21.`);
  }
  console.log(`\nТренажер ЕГЭ готов: ${config.publicUrl}  (API: ${config.publicUrl}/api/docs)\nCtrl-C — остановить.`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`\x1b[31m${error.message}\x1b[0m`);
  else console.error('\x1b[31mНе удалось запустить сервер:\x1b[0m', error);
  process.exit(1);
});
