import { NewPasswordSchema } from '@partner-insights/contracts';
import * as v from 'valibot';

/** What is wrong with a new password and its confirmation, by the rule the server checks too. */
export type NewPasswordProblem = 'tooShort' | 'tooLong' | 'mismatch';

export function newPasswordProblem(password: string, confirmation: string): NewPasswordProblem | undefined {
  const [issue] = v.safeParse(NewPasswordSchema, password).issues ?? [];
  if (issue) return issue.type === 'max_length' ? 'tooLong' : 'tooShort';
  return password === confirmation ? undefined : 'mismatch';
}
