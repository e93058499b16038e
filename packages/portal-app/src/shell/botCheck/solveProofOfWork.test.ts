import { createHash } from 'node:crypto';
import { meetsDifficulty, proofOfWorkInput } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { solveProofOfWork } from './solveProofOfWork';

describe('solving the bot challenge’s puzzle', () => {
  it.each([0, 1, 8, 12])('finds the smallest nonce giving %i leading zero bits', async (difficulty) => {
    const seed = 'Zq3v0CkQ2m9bLxT1a8YwEg';
    const nonce = await solveProofOfWork({ seed, difficulty }, new AbortController().signal);
    const solves = (candidate: number) =>
      meetsDifficulty(
        createHash('sha256')
          .update(proofOfWorkInput(seed, String(candidate)))
          .digest(),
        difficulty,
      );
    expect(solves(Number(nonce))).toBe(true);
    expect(Array.from({ length: Number(nonce) }, (_, candidate) => solves(candidate))).not.toContain(true);
  });

  it('gives up once the challenge is gone', async () => {
    const controller = new AbortController();
    const solving = solveProofOfWork({ seed: 'seed', difficulty: 32 }, controller.signal);
    controller.abort();
    await expect(solving).rejects.toThrow();
  });
});
