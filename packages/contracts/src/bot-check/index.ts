import * as v from 'valibot';
import { ProofOfWorkNonceSchema, ProofOfWorkPuzzleSchema } from './proofOfWork';

export * from './proofOfWork';

/** How long the press-and-hold button must be held. */
export const BOT_CHALLENGE_HOLD_MS = 3000;
/** The status a call answers when it wants the bot check done first (spec portal-shell §9). */
export const BOT_CHALLENGE_STATUS = 412;

/** Why the server did not accept a completed challenge; it answers a fresh one with the reason. */
export const BOT_PROOF_REFUSALS = [
  'unknown',
  'expired',
  'otherClient',
  'wrongWork',
  'tooShort',
  'wrongAnswer',
  'replayed',
] as const;
export type BotProofRefusal = (typeof BOT_PROOF_REFUSALS)[number];

/**
 * What a 412 answer carries: the challenge to show, with the question of its accessible alternative, and,
 * when a completed one was refused, why ("Please try again").
 */
export const BotChallengeSchema = v.object({
  challenge: v.object({
    id: v.pipe(v.string(), v.minLength(1)),
    kind: v.literal('press-hold'),
    holdMs: v.pipe(v.number(), v.integer()),
    /** A simple question, in the request's language, for those who cannot press and hold. */
    prompt: v.string(),
    expiresAt: v.pipe(v.string(), v.isoTimestamp()),
    /** The puzzle the browser solves while the person holds or answers (see proofOfWork.ts). */
    work: ProofOfWorkPuzzleSchema,
  }),
  refusal: v.optional(v.picklist(BOT_PROOF_REFUSALS)),
});
export type BotChallenge = v.InferOutput<typeof BotChallengeSchema>;

/** The completed challenge a retried request carries (what the ui PressHoldChallenge reports). */
export const BotProofSchema = v.object({
  challengeId: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
  method: v.picklist(['hold', 'alternative']),
  heldMs: v.optional(v.pipe(v.number(), v.minValue(0))),
  answer: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** The solution of the challenge's puzzle, whichever way it was completed. */
  nonce: v.optional(ProofOfWorkNonceSchema),
});
export type BotProof = v.InferOutput<typeof BotProofSchema>;

/**
 * The header a retried request carries its completed challenge in, so any body (JSON or multipart) can be
 * retried unchanged.
 */
export const BOT_PROOF_HEADER = 'x-bot-proof';

/** The proof as a header value: URI-encoded JSON, ASCII whatever the answer holds. */
export function encodeBotProof(proof: BotProof): string {
  return encodeURIComponent(JSON.stringify(proof));
}

/** The proof a header carries; undefined when it is not one. */
export function decodeBotProof(header: string): BotProof | undefined {
  try {
    const parsed = v.safeParse(BotProofSchema, JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
