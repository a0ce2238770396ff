import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum: 19 MiB memory, 2 passes, 1 lane. */
const PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMETERS);
}

/** A hash of nothing anyone knows: verified when the e-mail is unknown, so both answers take as long. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword(`decoy-${randomUUID()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
