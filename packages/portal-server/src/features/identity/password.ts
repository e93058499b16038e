import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Passwords are stored as PHC strings, `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (base64 without padding), so
// every hash keeps the parameters it was made with and verifies after the defaults change.

interface ScryptParameters {
  /** log2 of the CPU/memory cost N. */
  readonly logCost: number;
  readonly blockSize: number;
  readonly parallelization: number;
}

/** N = 2^15, r = 8, p = 1: about 100 ms and 32 MiB a hash. */
const DEFAULT_PARAMETERS: ScryptParameters = { logCost: 15, blockSize: 8, parallelization: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PHC_PATTERN = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function deriveKey(password: string, salt: Buffer, keyBytes: number, parameters: ScryptParameters): Promise<Buffer> {
  const cost = 2 ** parameters.logCost;
  // scrypt needs 128 * N * r bytes; Node's default limit (32 MiB) is exactly that for the defaults and
  // refuses them, so allow twice the need.
  const maxmem = 2 * 128 * cost * parameters.blockSize;
  return new Promise((resolve, reject) => {
    scrypt(
      password,
      salt,
      keyBytes,
      { N: cost, r: parameters.blockSize, p: parameters.parallelization, maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const toBase64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** Hashes a password with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, DEFAULT_PARAMETERS);
  const { logCost, blockSize, parallelization } = DEFAULT_PARAMETERS;
  return `$scrypt$ln=${logCost},r=${blockSize},p=${parallelization}$${toBase64(salt)}$${toBase64(key)}`;
}

function parseStoredHash(storedHash: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } {
  const [, logCost, blockSize, parallelization, salt, key] = PHC_PATTERN.exec(storedHash) ?? [];
  if (!logCost || !blockSize || !parallelization || !salt || !key) {
    throw new Error('The stored password hash is not a scrypt PHC string');
  }
  return {
    parameters: { logCost: Number(logCost), blockSize: Number(blockSize), parallelization: Number(parallelization) },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

/** Whether the password matches the stored hash; throws when the stored value is not such a hash. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const { parameters, salt, key } = parseStoredHash(storedHash);
  const candidate = await deriveKey(password, salt, key.length, parameters);
  return timingSafeEqual(candidate, key);
}
