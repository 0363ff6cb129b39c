import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from '@ege/core/validation/z';

/** What `ege login` keeps for one server: the access token and the two cookies that renew it. */
export type StoredLogin = {
  server: string;
  username: string;
  access: string;
  /** The httpOnly refresh cookie's value, as the server set it. */
  refresh: string;
  /** The CSRF cookie that a request riding on the refresh cookie must echo in X-CSRFToken. */
  csrftoken: string;
};

const storedLogin = z.object({
  server: z.string(),
  username: z.string(),
  access: z.string(),
  refresh: z.string(),
  csrftoken: z.string(),
});
const credentialsFile = z.object({ version: z.literal(1), servers: z.record(z.string(), storedLogin) });
type CredentialsFile = z.infer<typeof credentialsFile>;

export const credentialsFileName = 'credentials.json';

export function credentialsPath(configDir: string): string {
  return join(configDir, credentialsFileName);
}

/** All stored logins by server; a missing or unreadable file counts as none (login writes a fresh one). */
async function readCredentialsFile(configDir: string): Promise<CredentialsFile> {
  let text: string;
  try {
    text = await readFile(credentialsPath(configDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, servers: {} };
    throw error;
  }
  try {
    const parsed = credentialsFile.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : { version: 1, servers: {} };
  } catch {
    return { version: 1, servers: {} };
  }
}

/**
 * The tokens are a password's equal: the folder is the user's alone (0700), the file 0600, and a new
 * version replaces the old by rename, so a crash or a second process never sees half a file.
 */
async function writeCredentialsFile(configDir: string, file: CredentialsFile): Promise<void> {
  await mkdir(configDir, { recursive: true, mode: 0o700 });
  await chmod(configDir, 0o700);
  const target = credentialsPath(configDir);
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
    await chmod(temporary, 0o600);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export async function findLogin(configDir: string, server: string): Promise<StoredLogin | undefined> {
  return (await readCredentialsFile(configDir)).servers[server];
}

export async function saveLogin(configDir: string, login: StoredLogin): Promise<void> {
  const file = await readCredentialsFile(configDir);
  file.servers[login.server] = login;
  await writeCredentialsFile(configDir, file);
}

/** Returns whether there was a login to remove. */
export async function removeLogin(configDir: string, server: string): Promise<boolean> {
  const file = await readCredentialsFile(configDir);
  if (!(server in file.servers)) return false;
  delete file.servers[server];
  await writeCredentialsFile(configDir, file);
  return true;
}
