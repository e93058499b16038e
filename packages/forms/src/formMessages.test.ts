import { SUPPORT_FORM_PROMPTS } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';

import { formMessages, isFormMessageKey } from './formMessages';

describe('formMessages', () => {
  it.each(Object.entries(formMessages))('translates every support prompt in %s', (_, messages) => {
    for (const prompt of SUPPORT_FORM_PROMPTS) expect(messages[prompt]).toMatch(/\S/);
  });

  it('tells shipped keys from texts a schema wrote out', () => {
    expect(isFormMessageKey('enterFirstName')).toBe(true);
    expect(isFormMessageKey('Enter your first name')).toBe(false);
    expect(isFormMessageKey('toString')).toBe(false);
  });
});
