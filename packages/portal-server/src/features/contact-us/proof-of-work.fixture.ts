import { createHash } from 'node:crypto';
import { meetsDifficulty, proofOfWorkInput, type ProofOfWorkPuzzle } from '@partner-insights/contracts';

/** The puzzles' difficulty in tests: a few hundred hashes, so a test solves one in well under a millisecond. */
export const TEST_PROOF_OF_WORK_DIFFICULTY = 8;

function firstNonce({ seed, difficulty }: ProofOfWorkPuzzle, solves: boolean): string {
  for (let counter = 0; ; counter += 1) {
    const nonce = String(counter);
    const digest = createHash('sha256').update(proofOfWorkInput(seed, nonce)).digest();
    if (meetsDifficulty(digest, difficulty) === solves) return nonce;
  }
}

/** Solves a challenge's puzzle the way a browser does, by counting up. */
export const solvedNonce = (puzzle: ProofOfWorkPuzzle): string => firstNonce(puzzle, true);

/** A nonce that does not solve the puzzle. */
export const wrongNonce = (puzzle: ProofOfWorkPuzzle): string => firstNonce(puzzle, false);
