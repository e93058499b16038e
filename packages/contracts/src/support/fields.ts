import * as v from 'valibot';

import { SUPPORT_ACCOUNT_TYPE_IDS } from './constants';
import type { SupportFormPrompt } from './prompts';

/** Whether a support form reads its issue fields and phone number as optional or as required (spec §5). */
export type SupportFormReading = 'optional' | 'required';
export interface SupportFormOptions {
  reading: SupportFormReading;
}

/** Longest name or company name, the spec's flagged text limit. */
export const MAX_NAME_LENGTH = 50;
/** Longest address RFC 5321 lets through. */
const MAX_EMAIL_LENGTH = 254;
/** Longest situation description; bounds what one request can store. */
export const MAX_DESCRIPTION_LENGTH = 4000;
/** Digits a phone number has: the shortest local number to the longest E.164 one. */
const PHONE_DIGITS = { min: 7, max: 15 };

/** Digits with the usual separators and an optional leading +. */
function isPhoneNumber(text: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** Text a field may leave out of the body: then it is empty, and asked for with its prompt. */
const text = (prompt: SupportFormPrompt) => v.optional(v.string(prompt), '');

/** Required text: trimmed, not empty, bounded. */
export function requiredText(prompt: SupportFormPrompt, maxLength = MAX_NAME_LENGTH) {
  return v.pipe(text(prompt), v.trim(), v.nonEmpty(prompt), v.maxLength(maxLength, 'enterShorterText'));
}

export function emailAddress(prompt: SupportFormPrompt) {
  return v.pipe(
    text(prompt),
    v.trim(),
    v.nonEmpty(prompt),
    v.maxLength(MAX_EMAIL_LENGTH, 'enterValidEmail'),
    v.email('enterValidEmail'),
  );
}

/** A phone number; in the optional reading an empty one is left out. */
export function phoneNumber(prompt: SupportFormPrompt, { reading }: SupportFormOptions) {
  const validNumber = v.check<string, SupportFormPrompt>(isPhoneNumber, 'enterValidPhoneNumber');
  if (reading === 'required') return v.pipe(text(prompt), v.trim(), v.nonEmpty(prompt), validNumber);
  return v.pipe(
    text(prompt),
    v.trim(),
    v.check((text) => text === '' || isPhoneNumber(text), 'enterValidPhoneNumber'),
    v.transform((text) => text || undefined),
  );
}

/** The range of the database's integer columns, which hold the options' ids: an id outside it names no option. */
const OPTION_ID_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** The id of an option: a whole number the options' tables can hold, else the field's prompt to choose one. */
const optionId = (prompt: SupportFormPrompt) =>
  v.pipe(
    v.number(prompt),
    v.integer(prompt),
    v.minValue(OPTION_ID_RANGE.min, prompt),
    v.maxValue(OPTION_ID_RANGE.max, prompt),
  );

/** An option id chosen in a dropdown; in the optional reading nothing chosen is left out. */
export function chosenId(prompt: SupportFormPrompt, { reading }: SupportFormOptions) {
  const id = optionId(prompt);
  if (reading === 'required') return id;
  return v.pipe(
    v.nullish(id),
    v.transform((value) => value ?? undefined),
  );
}

export const accountType = v.picklist(SUPPORT_ACCOUNT_TYPE_IDS, 'selectAccountType');

export const supportType = optionId('selectSupportType');

export const description = requiredText('enterDescription', MAX_DESCRIPTION_LENGTH);

/** The person a request is raised for, asked only when it is submitted on behalf of someone else. */
export const behalfContact = {
  contactFirstName: requiredText('enterFirstName'),
  contactLastName: requiredText('enterLastName'),
  contactEmail: emailAddress('enterContactEmail'),
};

/**
 * The form's fields plus, when submitting on behalf of someone else, the contact's. Each branch
 * validates only its own fields, so contact fields typed and then hidden again are dropped.
 */
export function withBehalfContact<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.variant('onBehalfOfSomeoneElse', [
    v.object({ ...entries, onBehalfOfSomeoneElse: v.literal(true), ...behalfContact }),
    v.object({ ...entries, onBehalfOfSomeoneElse: v.optional(v.literal(false), false) }),
  ]);
}
