import * as v from 'valibot';

/** Above this a phone would work for minutes: the setting refuses it. */
export const MAX_PROOF_OF_WORK_DIFFICULTY = 32;

/**
 * The bot check's proof of work: find a nonce whose SHA-256 of `seed + nonce` (UTF-8) starts with `difficulty`
 * zero bits. Cheap for one person's browser once, costly for a bot posting many times; the server checks it with
 * a single hash.
 */
export const ProofOfWorkPuzzleSchema = v.object({
  seed: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  difficulty: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PROOF_OF_WORK_DIFFICULTY)),
});
export type ProofOfWorkPuzzle = v.InferOutput<typeof ProofOfWorkPuzzleSchema>;

/** A nonce is a decimal counter; 16 digits are far more than any puzzle needs. */
export const ProofOfWorkNonceSchema = v.pipe(v.string(), v.regex(/^\d{1,16}$/));

const encoder = new TextEncoder();

/** The bytes hashed for one nonce. */
export const proofOfWorkInput = (seed: string, nonce: string): Uint8Array<ArrayBuffer> => encoder.encode(seed + nonce);

/** Whether a digest starts with at least `difficulty` zero bits. */
export function meetsDifficulty(digest: Uint8Array, difficulty: number): boolean {
  const wholeBytes = Math.floor(difficulty / 8);
  for (let index = 0; index < wholeBytes; index += 1) {
    if (digest[index] !== 0) return false;
  }
  const remainingBits = difficulty % 8;
  return remainingBits === 0 || (digest[wholeBytes] ?? 0xff) >> (8 - remainingBits) === 0;
}
