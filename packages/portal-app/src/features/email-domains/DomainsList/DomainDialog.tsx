import type { EmailDomainRow } from '@partner-insights/contracts';
import { Checkbox, TextField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { useToasts } from '../../../shell/toasts/useToasts';
import { useAreaStore } from '../../../stores/StoresContext';
import { createEmailDomainsStore } from '../stores/EmailDomainsStore';
import * as styles from './DomainsList.css';
import { PROBLEM_MESSAGES } from './problemMessages';

export interface DomainDialogProps {
  /** The domain whose flags change; none to add one. */
  readonly editing?: EmailDomainRow;
  readonly onClose: () => void;
}

/**
 * Adds a domain (checked with the server first, so a refusal says why next to the field) or changes an added one's
 * flags: whether its sub-domains count, and whether it is a third-party agency's domain.
 */
export const DomainDialog = observer(function DomainDialog({ editing, onClose }: DomainDialogProps) {
  const intl = useIntl();
  const toasts = useToasts();
  const domains = useAreaStore(createEmailDomainsStore);
  const [domainName, setDomainName] = useState(editing?.domain ?? '');
  const [allowSubDomains, setAllowSubDomains] = useState(editing?.allowSubDomains ?? false);
  const [is3pDomain, setIs3pDomain] = useState(editing?.is3pDomain ?? false);
  const [problem, setProblem] = useState<string | undefined>();
  const title = intl.formatMessage({ id: editing ? 'domains.dialog.editTitle' : 'domains.dialog.addTitle' });

  const submit = async () => {
    const flags = { allowSubDomains, is3pDomain };
    if (!editing) {
      if (domainName.trim() === '') return setProblem(intl.formatMessage({ id: 'domains.problem.empty' }));
      const check = await domains.check({ domainName, ...flags });
      if (check?.problem) return setProblem(intl.formatMessage({ id: PROBLEM_MESSAGES[check.problem] }));
    }
    const outcome = editing ? await domains.change(editing.id, flags) : await domains.add({ domainName, ...flags });
    if (!outcome.saved) {
      if (outcome.check?.problem)
        return setProblem(intl.formatMessage({ id: PROBLEM_MESSAGES[outcome.check.problem] }));
      toasts.error(intl.formatMessage({ id: 'domains.failed' }));
      return;
    }
    toasts.success(
      intl.formatMessage({ id: editing ? 'domains.changed' : 'domains.added' }, { domain: domainName.trim() }),
    );
    onClose();
  };

  return (
    <FormDialog
      title={title}
      cancelLabel={intl.formatMessage({ id: 'domains.cancel' })}
      submitLabel={intl.formatMessage({ id: editing ? 'domains.save' : 'domains.add' })}
      isPending={domains.isSaving}
      onSubmit={() => void submit()}
      onClose={onClose}
      formClassName={styles.form}
    >
      <TextField
        label={intl.formatMessage({ id: 'domains.column.domain' })}
        description={intl.formatMessage({ id: 'domains.domain.description' })}
        value={domainName}
        onChange={(value) => {
          setDomainName(value);
          setProblem(undefined);
        }}
        isReadOnly={editing !== undefined}
        isInvalid={problem !== undefined}
        errorMessage={problem}
      />
      <Checkbox isSelected={allowSubDomains} onChange={setAllowSubDomains}>
        {intl.formatMessage({ id: 'domains.column.allowSubDomains' })}
      </Checkbox>
      <Checkbox
        isSelected={is3pDomain}
        onChange={setIs3pDomain}
        description={intl.formatMessage({ id: 'domains.thirdParty.description' })}
      >
        {intl.formatMessage({ id: 'domains.thirdParty' })}
      </Checkbox>
    </FormDialog>
  );
});
