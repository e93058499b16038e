import { IncidentCommentCreateSchema, MAX_COMMENT_LENGTH } from '@partner-insights/contracts';
import { Alert, Button, TextField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import type { MessageId } from '../../../i18n/catalogues';
import { useAreaStore } from '../../../stores/StoresContext';
import { createTicketsStore } from '../stores/TicketsStore';
import * as styles from './TicketDetailPage.css';

/** The texts of the contracts' comment rules, by the key each rule reports. */
const COMMENT_ERRORS: Readonly<Record<string, MessageId>> = {
  enterComment: 'ticketDetail.comment.enterComment',
  enterShorterText: 'ticketDetail.comment.enterShorterText',
};

/**
 * Adds a comment to the open ticket, checked with the server's own rules first. On success the comment joins the
 * thread above, the field empties and a polite message tells screen reader users; on failure the text stays.
 */
export const AddCommentForm = observer(function AddCommentForm() {
  const tickets = useAreaStore(createTicketsStore);
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<MessageId>();
  const [isAdded, setIsAdded] = useState(false);
  const { commentPost } = tickets;

  const change = (value: string) => {
    setText(value);
    setIsAdded(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsAdded(false);
    const checked = v.safeParse(IncidentCommentCreateSchema, { text });
    if (!checked.success) {
      setError(COMMENT_ERRORS[checked.issues[0].message] ?? 'ticketDetail.comment.enterComment');
      return;
    }
    setError(undefined);
    if (await tickets.addComment(checked.output.text)) {
      setText('');
      setIsAdded(true);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {commentPost.status === 'error' && (
        <Alert tone="critical">{intl.formatMessage({ id: 'ticketDetail.comment.failed' })}</Alert>
      )}
      {isAdded && <Alert tone="success">{intl.formatMessage({ id: 'ticketDetail.comment.added' })}</Alert>}
      <div className={styles.field}>
        <TextField
          label={intl.formatMessage({ id: 'ticketDetail.comment.label' })}
          description={intl.formatMessage({ id: 'ticketDetail.comment.hint' }, { max: MAX_COMMENT_LENGTH })}
          isMultiline
          rows={4}
          maxLength={MAX_COMMENT_LENGTH}
          value={text}
          onChange={change}
          isInvalid={error !== undefined}
          errorMessage={error && intl.formatMessage({ id: error }, { max: MAX_COMMENT_LENGTH })}
        />
      </div>
      <Button type="submit" isPending={commentPost.isLoading}>
        {intl.formatMessage({ id: 'ticketDetail.comment.add' })}
      </Button>
    </form>
  );
});
