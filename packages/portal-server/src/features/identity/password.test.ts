import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores the scrypt parameters, salt and hash in a PHC string', async () => {
    const hash = await hashPassword('demo-password');
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('demo-password'), hashPassword('demo-password')]);
    expect(first).not.toBe(second);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('demo-password');
    expect(await verifyPassword('demo-password', hash)).toBe(true);
    expect(await verifyPassword('demo-passwore', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, not the current defaults', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('older-password', salt, 24, { N: 2 ** 10, r: 4, p: 2 });
    const base64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
    const olderHash = `$scrypt$ln=10,r=4,p=2$${base64(salt)}$${base64(key)}`;
    expect(await verifyPassword('older-password', olderHash)).toBe(true);
    expect(await verifyPassword('demo-password', olderHash)).toBe(false);
  });

  it('refuses to verify against something that is not a hash', async () => {
    await expect(verifyPassword('demo-password', 'demo-password')).rejects.toThrow(/not a scrypt PHC string/);
  });
});
