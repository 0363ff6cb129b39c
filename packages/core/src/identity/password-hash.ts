import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolated modules).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of nothing in particular, verified when the account does not exist, so that a missing
// user and a wrong password take the same time.
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  return decoyHash;
}
