import { describe, expect, it } from 'vitest';
import { hashSessionToken, isWellFormedSessionToken, newSessionToken } from './session-token';

describe('session tokens', () => {
  it('are 32 random bytes, stored as their SHA-256', () => {
    const first = newSessionToken();
    const second = newSessionToken();
    expect(first.token).not.toBe(second.token);
    expect(isWellFormedSessionToken(first.token)).toBe(true);
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect(first.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(first.token)).toBe(first.tokenHash);
  });

  it('tells malformed cookie values apart', () => {
    expect(isWellFormedSessionToken('')).toBe(false);
    expect(isWellFormedSessionToken('not-a-token')).toBe(false);
    expect(isWellFormedSessionToken(`${'a'.repeat(42)}=`)).toBe(false);
  });
});
