import type { PasswordProblem } from '@partner-insights/contracts';
import commonPasswordList from './common-passwords.json';

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(commonPasswordList);

/** Parts of a person's own name or address shorter than this are too common to refuse ("Li", "Ana"). */
const MIN_PERSONAL_PART_LENGTH = 4;

/** Whose password it is: what a guesser who knows them tries first. */
export interface PasswordOwner {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/** `text` made of one shorter piece repeated ("abcabcabcabc"), answered as that piece. */
function repeatedPiece(text: string): string | undefined {
  for (let size = 1; size <= text.length / 2; size += 1) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) {
      return text.slice(0, size);
    }
  }
  return undefined;
}

/** Only digits and symbols: what people add around a list password to reach the minimum length. */
const DECORATION = /^[\d\W_]*$/;

/**
 * A list password dressed up to reach the minimum length is still a list password: digits and symbols before or
 * after it ("password1234!", "2024!sunshine") and repetitions ("qwertyqwerty") do not count.
 */
function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  if (repeatedPiece(lower)?.length === 1 || COMMON_PASSWORDS.has(repeatedPiece(lower) ?? '')) return true;
  for (let cut = 1; cut <= lower.length; cut += 1) {
    const [head, tail] = [lower.slice(0, cut), lower.slice(cut)];
    if (
      (COMMON_PASSWORDS.has(head) && DECORATION.test(tail)) ||
      (COMMON_PASSWORDS.has(tail) && DECORATION.test(head))
    ) {
      return true;
    }
  }
  return false;
}

function isPersonal(password: string, { firstName, lastName, email }: PasswordOwner): boolean {
  const lower = password.toLowerCase();
  const localPart = email.slice(0, email.lastIndexOf('@'));
  return [firstName, lastName, localPart, ...localPart.split(/[._+-]/)]
    .map((part) => part.trim().toLowerCase())
    .some((part) => part.length >= MIN_PERSONAL_PART_LENGTH && lower.includes(part));
}

/**
 * Why a password of the required length is still refused, as NIST SP 800-63B asks of a verifier: it is in a list
 * of common and breached passwords, or it contains the person's own name or address. Undefined when it is fine.
 */
export function passwordProblem(password: string, owner: PasswordOwner): PasswordProblem | undefined {
  if (isCommon(password)) return 'common';
  if (isPersonal(password, owner)) return 'personal';
  return undefined;
}
