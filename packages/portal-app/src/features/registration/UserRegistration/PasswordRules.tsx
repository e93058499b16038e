import { MIN_PASSWORD_LENGTH, type PasswordProblem } from '@partner-insights/contracts';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'react-aria-components';
import type { MessageId } from '../../../i18n/catalogues';
import * as styles from './UserRegistrationPage.css';

type RuleState = 'met' | 'pending' | 'refused';

const STATE_LABELS: Readonly<Record<RuleState, MessageId>> = {
  met: 'registration.rule.met',
  pending: 'registration.rule.pending',
  refused: 'registration.rule.refused',
};

export interface PasswordRulesProps {
  readonly id: string;
  readonly password: string;
  /** What the server found wrong with the password last sent. */
  readonly refusal: PasswordProblem | null;
}

/**
 * The password's rules, updated as the person types: its length here, and what only the server can check (a
 * common or breached password, one made of the person's name or email) marked once it refused one.
 */
export function PasswordRules({ id, password, refusal }: PasswordRulesProps) {
  const { formatMessage } = useIntl();
  const rules: readonly { readonly text: string; readonly state: RuleState }[] = [
    {
      text: formatMessage({ id: 'registration.rule.length' }, { minLength: MIN_PASSWORD_LENGTH }),
      state: password.length >= MIN_PASSWORD_LENGTH ? 'met' : 'pending',
    },
    {
      text: formatMessage({ id: 'registration.rule.common' }),
      state: refusal === 'common' ? 'refused' : 'pending',
    },
    {
      text: formatMessage({ id: 'registration.rule.personal' }),
      state: refusal === 'personal' ? 'refused' : 'pending',
    },
  ];
  return (
    <ul id={id} className={styles.rules} aria-label={formatMessage({ id: 'registration.rules' })}>
      {rules.map(({ text, state }) => (
        <li key={text} className={`${styles.rule} ${styles.ruleState[state]}`}>
          <RuleIcon state={state} />
          <span>
            {text}
            <VisuallyHidden elementType="span">{` (${formatMessage({ id: STATE_LABELS[state] })})`}</VisuallyHidden>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A tick once met, a cross once refused, a dot while it is still to be checked. */
function RuleIcon({ state }: { readonly state: RuleState }) {
  const paths: Readonly<Record<RuleState, string>> = {
    met: 'm3.5 8.5 3 3 6-7',
    refused: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
    pending: 'M8 8h0',
  };
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className={styles.ruleIcon}>
      <path
        d={paths[state]}
        stroke="currentColor"
        strokeWidth={state === 'pending' ? 4 : 2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
