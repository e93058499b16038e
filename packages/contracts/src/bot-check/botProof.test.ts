import { describe, expect, it } from 'vitest';
import { decodeBotProof, encodeBotProof, type BotProof } from './index';

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
