import { describe, expect, it } from 'vitest';
import { decodeBotProof, encodeBotProof, meetsDifficulty, type BotProof } from './index';

describe('the bot proof header', () => {
  it.each<BotProof>([
    { challengeId: 'payload.signature', method: 'hold', heldMs: 3012 },
    { challengeId: 'payload.signature', method: 'alternative', answer: ' 12 ' },
    { challengeId: 'payload.signature', method: 'alternative', answer: 'douze, ¿cuánto? 十二 🙂' },
  ])('carries %o there and back', (proof) => {
    const header = encodeBotProof(proof);
    expect(header).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeBotProof(header)).toEqual(proof);
  });

  it.each([
    ['empty', ''],
    ['not URI-encoded', '%E0%A4%A'],
    ['not JSON', 'hello'],
    ['JSON but no proof', encodeURIComponent(JSON.stringify({ challengeId: 'x', method: 'guess' }))],
    ['a proof without its challenge', encodeURIComponent(JSON.stringify({ method: 'hold', heldMs: 3000 }))],
    [
      'an answer over 100 characters',
      encodeBotProof({ challengeId: 'x', method: 'alternative', answer: '1'.repeat(101) }),
    ],
  ])('finds no proof in a header %s', (_, header) => {
    expect(decodeBotProof(header)).toBeUndefined();
  });
});

describe('the proof of work', () => {
  it.each([
    [[0x00, 0x00, 0x0f], 20, true],
    [[0x00, 0x00, 0x1f], 20, false],
    [[0x00, 0x00, 0xff], 16, true],
    [[0x00, 0x01, 0x00], 16, false],
    [[0x80], 0, true],
    [[0x7f], 1, true],
  ])('reads %o as starting with %i zero bits: %s', (bytes, difficulty, meets) => {
    expect(meetsDifficulty(new Uint8Array(bytes), difficulty)).toBe(meets);
  });

  it('carries the nonce in the proof header, digits only', () => {
    const proof: BotProof = { challengeId: 'payload.signature', method: 'hold', heldMs: 3000, nonce: '48213' };
    expect(decodeBotProof(encodeBotProof(proof))).toEqual(proof);
    expect(decodeBotProof(encodeBotProof({ ...proof, nonce: '1e5' }))).toBeUndefined();
  });
});
