import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET_FILE = 'jwt-secret';

/**
 * The token signing key: JWT_SECRET when set, else a random key generated on the first start
 * and kept in DATA_DIR, so sessions survive restarts.
 */
export function loadJwtSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  const file = join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
