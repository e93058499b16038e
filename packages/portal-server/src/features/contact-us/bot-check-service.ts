import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  BOT_CHALLENGE_HOLD_MS,
  meetsDifficulty,
  proofOfWorkInput,
  type BotChallenge,
  type BotProof,
  type BotProofRefusal,
  type Locale,
} from '@partner-insights/contracts';
import * as v from 'valibot';
import type { BotCheckSettings } from '../../config';
import type { Clock } from '../../platform/clock';
import type { DbTransaction } from '../../platform/db/database';
import { botChallengeRedemptions } from './contact-us.schema';

/** How long a challenge may be completed after it was issued. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** Who a challenge is bound to: the signed-in user, or a visitor's address. */
export type BotCheckClient = { readonly userId: string } | { readonly address: string };

/** The accessible alternative: a sum to type in digits, asked in the reader's language. */
const PROMPTS: Readonly<Record<Locale, (a: number, b: number) => string>> = {
  'en-US': (a, b) => `What is ${a} plus ${b}? Answer in digits.`,
  'es-MX': (a, b) => `¿Cuánto es ${a} más ${b}? Responda con números.`,
  'fr-CA': (a, b) => `Combien font ${a} plus ${b}? Répondez en chiffres.`,
};

/**
 * What the signed challenge id carries; the answer only as a keyed digest. The random nonce names the challenge
 * (its single use is recorded under it) and seeds its proof of work; the difficulty travels signed, so a change of
 * setting leaves the challenges already out as they were issued.
 */
const ChallengeClaimsSchema = v.object({
  nonce: v.string(),
  difficulty: v.number(),
  expiresAt: v.number(),
  client: v.string(),
  answer: v.string(),
});
type ChallengeClaims = v.InferOutput<typeof ChallengeClaimsSchema>;

const clientKeyOf = (client: BotCheckClient) =>
  'userId' in client ? `user:${client.userId}` : `address:${client.address}`;

/** Whether the proof's nonce solves the challenge's puzzle: one hash, however long the solver worked. */
const solvesPuzzle = ({ nonce, difficulty }: ChallengeClaims, proof: BotProof) =>
  proof.nonce !== undefined &&
  meetsDifficulty(createHash('sha256').update(proofOfWorkInput(nonce, proof.nonce)).digest(), difficulty);

/** A number from 0 to 1 fixed for a text, the same on every server instance. */
export function stableFraction(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 0x1_0000_0000;
}

export interface BotCheckService {
  /** A new challenge for the client, in the reader's language. */
  issue(client: BotCheckClient, locale: Locale): BotChallenge;
  /**
   * Checks a completed challenge and, when it holds, marks it used within `tx`, so that it proves only the
   * request stored in that same transaction.
   */
  redeem(tx: DbTransaction, proof: BotProof, client: BotCheckClient): Promise<BotProofRefusal | undefined>;
}

export function createBotCheckService(
  { secret, difficulty }: Pick<BotCheckSettings, 'secret' | 'difficulty'>,
  clock: Clock,
): BotCheckService {
  const mac = (purpose: string, text: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('base64url');

  const sign = (claims: ChallengeClaims) => {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${mac('challenge', payload)}`;
  };

  const claimsOf = (challengeId: string): ChallengeClaims | undefined => {
    const [payload = '', signature = ''] = challengeId.split('.');
    const expected = Buffer.from(mac('challenge', payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const parsed = v.safeParse(ChallengeClaimsSchema, JSON.parse(Buffer.from(payload, 'base64url').toString()));
      return parsed.success ? parsed.output : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    issue(client, locale) {
      const [a, b] = [randomInt(1, 10), randomInt(1, 10)];
      const nonce = randomBytes(16).toString('base64url');
      const expiresAt = clock().getTime() + CHALLENGE_LIFETIME_MS;
      const id = sign({
        nonce,
        difficulty,
        expiresAt,
        client: mac('client', clientKeyOf(client)),
        answer: mac('answer', `${nonce}:${a + b}`),
      });
      return {
        challenge: {
          id,
          kind: 'press-hold',
          holdMs: BOT_CHALLENGE_HOLD_MS,
          prompt: PROMPTS[locale](a, b),
          expiresAt: new Date(expiresAt).toISOString(),
          work: { seed: nonce, difficulty },
        },
      };
    },

    async redeem(tx, proof, client) {
      const claims = claimsOf(proof.challengeId);
      if (!claims) return 'unknown';
      if (clock().getTime() > claims.expiresAt) return 'expired';
      if (claims.client !== mac('client', clientKeyOf(client))) return 'otherClient';
      // Both ways through cost the same work, so the accessible one is no cheaper to script.
      if (!solvesPuzzle(claims, proof)) return 'wrongWork';
      // The reported hold is the browser's word; the time since the challenge was issued is the server's.
      const issuedAt = claims.expiresAt - CHALLENGE_LIFETIME_MS;
      const heldLongEnough =
        (proof.heldMs ?? 0) >= BOT_CHALLENGE_HOLD_MS && clock().getTime() - issuedAt >= BOT_CHALLENGE_HOLD_MS;
      if (proof.method === 'hold' && !heldLongEnough) return 'tooShort';
      if (
        proof.method === 'alternative' &&
        claims.answer !== mac('answer', `${claims.nonce}:${proof.answer?.trim()}`)
      ) {
        return 'wrongAnswer';
      }
      const redeemed = await tx
        .insert(botChallengeRedemptions)
        .values({ challengeNonce: claims.nonce, expiresAt: new Date(claims.expiresAt) })
        .onConflictDoNothing()
        .returning({ nonce: botChallengeRedemptions.challengeNonce });
      return redeemed.length === 0 ? 'replayed' : undefined;
    },
  };
}
