import { Form, Input, Label, TextField } from 'react-aria-components';

import { Button } from '../Button';
import * as styles from './PressHoldChallenge.css';

interface AccessibleCheckProps {
  /** The server's question, when the challenge has one. */
  prompt?: string;
  labels: { instruction: string; confirm: string };
  onConfirm: (answer?: string) => void;
}

/**
 * The way through for people who cannot press and hold: answer the server's question, if it asked one,
 * and confirm. No timing, no dragging.
 */
export function AccessibleCheck({ prompt, labels, onConfirm }: AccessibleCheckProps) {
  return (
    <Form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const answer = new FormData(event.currentTarget).get('answer');
        onConfirm(typeof answer === 'string' ? answer : undefined);
      }}
    >
      <p className={styles.instruction}>{labels.instruction}</p>
      {/* The check replaces the control the user just pressed: focus moves on to it, not back to the page. */}
      {prompt && (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- revealed by the user's own action, see above
        <TextField name="answer" isRequired autoFocus className={styles.field}>
          <Label className={styles.label}>{prompt}</Label>
          <Input className={styles.input} />
        </TextField>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- revealed by the user's own action, see above */}
      <Button type="submit" autoFocus={!prompt}>
        {labels.confirm}
      </Button>
    </Form>
  );
}
