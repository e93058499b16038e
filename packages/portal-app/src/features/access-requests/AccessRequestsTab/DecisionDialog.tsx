import { MAX_DECISION_NOTE_LENGTH, type AccessDecision } from '@partner-insights/contracts';
import { Button, DatePicker, Dialog, TextField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { useToasts } from '../../../shell/toasts/useToasts';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createAccessRequestsStore } from '../stores/AccessRequestsStore';
import { calendarDay } from './accessRequestDates';
import * as styles from './AccessRequestsTab.css';

/** The requests an approver is deciding, and how. */
export interface PendingDecision {
  readonly decision: AccessDecision;
  readonly requestIds: readonly string[];
  /** The requesters' names, for the dialog to say whose requests these are. */
  readonly requesters: readonly string[];
}

const TEXTS: Readonly<Record<AccessDecision, { title: MessageId; confirm: MessageId; done: MessageId }>> = {
  APPROVED: {
    title: 'accessRequests.dialog.approveTitle',
    confirm: 'accessRequests.approve',
    done: 'accessRequests.approved',
  },
  REJECTED: {
    title: 'accessRequests.dialog.rejectTitle',
    confirm: 'accessRequests.reject',
    done: 'accessRequests.rejected',
  },
};

export interface DecisionDialogProps {
  readonly pending: PendingDecision;
  readonly onClose: () => void;
}

/**
 * Approves or rejects the chosen requests: an approval may end on a day (today at the earliest), after which the
 * access lapses by itself; either may carry a note for the requesters. The outcome shows as a toast; the dialog
 * stays open after a failure, with what was entered.
 */
export const DecisionDialog = observer(function DecisionDialog({ pending, onClose }: DecisionDialogProps) {
  const toasts = useToasts();
  const accessRequests = useAreaStore(createAccessRequestsStore);
  const { clock } = useStores();
  const intl = useIntl();
  const [endDate, setEndDate] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const { decision, requestIds, requesters } = pending;
  const texts = TEXTS[decision];
  const count = requestIds.length;
  const today = calendarDay(clock.now(), intl.timeZone);
  const formId = 'access-request-decision';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await accessRequests.decide(requestIds, decision, { endDate, note });
    if (!result) {
      toasts.error(intl.formatMessage({ id: 'accessRequests.failed.title' }), {
        description: intl.formatMessage({ id: 'accessRequests.failed.description' }),
      });
      return;
    }
    toasts.success(
      intl.formatMessage({ id: texts.done }, { count: decision === 'APPROVED' ? result.approved : result.rejected }),
    );
    onClose();
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={intl.formatMessage({ id: texts.title }, { count })}
      actions={
        <>
          <Button variant="secondary" slot="close">
            {intl.formatMessage({ id: 'accessRequests.cancel' })}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={decision === 'REJECTED' ? 'critical' : 'primary'}
            isPending={accessRequests.isDeciding}
          >
            {intl.formatMessage({ id: texts.confirm })}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        aria-label={intl.formatMessage({ id: texts.title }, { count })}
        onSubmit={(event) => void submit(event)}
      >
        <p className={styles.summary}>
          {intl.formatMessage(
            { id: 'accessRequests.dialog.requesters' },
            { requesters: intl.formatList(requesters, { type: 'conjunction' }) },
          )}
        </p>
        {decision === 'APPROVED' && (
          <DatePicker
            label={intl.formatMessage({ id: 'accessRequests.endDate' })}
            description={intl.formatMessage({ id: 'accessRequests.endDate.description' })}
            isOptional
            value={endDate}
            onChange={setEndDate}
            minValue={today}
            defaultFocusedValue={today}
          />
        )}
        <TextField
          label={intl.formatMessage({ id: 'accessRequests.note' })}
          description={intl.formatMessage({ id: 'accessRequests.note.description' })}
          isOptional
          isMultiline
          maxLength={MAX_DECISION_NOTE_LENGTH}
          value={note}
          onChange={setNote}
        />
      </form>
    </Dialog>
  );
});
