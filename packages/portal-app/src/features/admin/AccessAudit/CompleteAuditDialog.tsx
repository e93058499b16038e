import { Alert, Button, Checkbox, Dialog } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { useAreaStore } from '../../../stores/StoresContext';
import { createAccessAuditStore } from '../stores/AccessAuditStore';
import * as styles from './AccessAudit.css';

/** The three confirmations the audit needs (spec portal-shell §3), each required. */
const CONFIRMATIONS = [
  'accessAudit.reviewedUsers',
  'accessAudit.madeChanges',
  'accessAudit.acknowledged',
] as const satisfies readonly MessageId[];

export interface CompleteAuditDialogProps {
  readonly companyName: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** Asks the admin for the audit's three confirmations, then records the audit as completed. */
export const CompleteAuditDialog = observer(function CompleteAuditDialog({
  companyName,
  isOpen,
  onOpenChange,
}: CompleteAuditDialogProps) {
  const audits = useAreaStore(createAccessAuditStore);
  const { formatMessage } = useIntl();
  const [confirmed, setConfirmed] = useState<ReadonlySet<MessageId>>(new Set());
  const [checked, setChecked] = useState(false);
  const formId = 'complete-access-audit';

  const toggle = (id: MessageId, isSelected: boolean) => {
    const next = new Set(confirmed);
    if (isSelected) next.add(id);
    else next.delete(id);
    setConfirmed(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (CONFIRMATIONS.every((id) => confirmed.has(id)) && (await audits.complete())) onOpenChange(false);
  };

  return (
    <Dialog
      title={formatMessage({ id: 'accessAudit.dialog.title' })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={
        <>
          <Button variant="secondary" slot="close">
            {formatMessage({ id: 'accessAudit.cancel' })}
          </Button>
          <Button type="submit" form={formId} isPending={audits.isCompleting}>
            {formatMessage({ id: audits.isCompleting ? 'accessAudit.submitting' : 'accessAudit.complete' })}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        aria-label={formatMessage({ id: 'accessAudit.confirmations' })}
        onSubmit={(event) => void submit(event)}
      >
        <p className={styles.description}>{formatMessage({ id: 'accessAudit.dialog.description' }, { companyName })}</p>
        {audits.completionFailed && <Alert tone="critical">{formatMessage({ id: 'accessAudit.failed' })}</Alert>}
        {CONFIRMATIONS.map((id) => {
          const isMissing = checked && !confirmed.has(id);
          return (
            <Checkbox
              key={id}
              isSelected={confirmed.has(id)}
              onChange={(isSelected) => toggle(id, isSelected)}
              isRequired
              isInvalid={isMissing}
              errorMessage={isMissing ? formatMessage({ id: 'accessAudit.required' }) : undefined}
            >
              {formatMessage({ id })}
            </Checkbox>
          );
        })}
      </form>
    </Dialog>
  );
});
