import { meetsDifficulty, proofOfWorkInput, type ProofOfWorkPuzzle } from '@partner-insights/contracts';

/** Hashes asked of Web Crypto at once, so it always has the next ones queued. */
const BATCH_SIZE = 64;

/**
 * Finds the smallest nonce that solves the bot challenge's puzzle (the one the server checks with a single hash).
 * It keeps the thread it runs on busy until then, so the app runs it in a worker (proofOfWorkWorker.ts). Rejects
 * with the signal's reason once the challenge is gone.
 */
export async function solveProofOfWork({ seed, difficulty }: ProofOfWorkPuzzle, signal: AbortSignal): Promise<string> {
  for (let first = 0; ; first += BATCH_SIZE) {
    signal.throwIfAborted();
    const nonces = Array.from({ length: BATCH_SIZE }, (_, offset) => String(first + offset));
    const digests = await Promise.all(
      nonces.map((nonce) => crypto.subtle.digest('SHA-256', proofOfWorkInput(seed, nonce))),
    );
    const solved = digests.findIndex((digest) => meetsDifficulty(new Uint8Array(digest), difficulty));
    const nonce = nonces[solved];
    if (nonce !== undefined) return nonce;
  }
}
