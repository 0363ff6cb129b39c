import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The given secret, or the one kept in DATA_DIR (made on first use), so tokens survive restarts. */
export async function loadTokenSecret(dataDir: string, given: string | undefined): Promise<string> {
  if (given) return given;
  const path = join(dataDir, 'token-secret');
  try {
    const kept = (await readFile(path, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch {
    // first start: made below
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' so that two processes starting at once keep the first one's secret.
  await writeFile(path, secret, { mode: 0o600, flag: 'wx' }).catch(() => {});
  return (await readFile(path, 'utf8')).trim();
}
