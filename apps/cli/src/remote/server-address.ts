import { CliUsageError } from '../errors/cli-errors';

/**
 * One spelling per server, the key of its stored login: `https://ege.example.ru/` and
 * `https://EGE.example.ru` are the same server; a path (a server behind a prefix) is kept.
 */
export function normalizeServer(address: string): string {
  let url: URL;
  try {
    url = new URL(address.includes('://') ? address : `http://${address}`);
  } catch {
    throw new CliUsageError(`Неверный адрес сервера: ${address} (ожидается вида https://ege.example.ru)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliUsageError(`Неверный адрес сервера: ${address} (нужен http:// или https://)`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
