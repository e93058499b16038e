import { Alert, Button, ComboBox, DatePicker, Dialog, Radio, RadioGroup } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AccessReviewCampaignsStore } from '../stores/AccessReviewCampaignsStore';
import * as styles from './Campaigns.css';

interface ChosenCompany {
  readonly id: string;
  readonly name: string;
}

export interface OpenCampaignDialogProps {
  readonly store: AccessReviewCampaignsStore;
  /** Today, YYYY-MM-DD: the earliest due date. */
  readonly today: string;
  readonly onClose: () => void;
  readonly onOpened: () => void;
}

/** Asks for the due date and the companies (all, or chosen by name), then opens the campaign. */
export const OpenCampaignDialog = observer(function OpenCampaignDialog({
  store,
  today,
  onClose,
  onOpened,
}: OpenCampaignDialogProps) {
  const intl = useIntl();
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [scope, setScope] = useState<'all' | 'some'>('some');
  const [chosen, setChosen] = useState<readonly ChosenCompany[]>([]);
  const [input, setInput] = useState('');
  const [checked, setChecked] = useState(false);
  const formId = 'open-access-review';
  const suggestions = (store.companySearch.data?.items ?? [])
    .filter(({ id }) => !chosen.some((company) => company.id === id))
    .map(({ id, companyName }) => ({ id, label: companyName }));
  const missingDate = checked && dueDate === null;
  const missingCompany = checked && scope === 'some' && chosen.length === 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (dueDate === null || (scope === 'some' && chosen.length === 0)) return;
    const opened = await store.open({
      dueDate,
      allCompanies: scope === 'all',
      companyIds: scope === 'all' ? [] : chosen.map(({ id }) => id),
    });
    if (opened) onOpened();
  };

  return (
    <Dialog
      title={intl.formatMessage({ id: 'accessReviews.dialog.title' })}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      actions={
        <>
          <Button variant="secondary" slot="close">
            {intl.formatMessage({ id: 'accessReviews.dialog.cancel' })}
          </Button>
          <Button type="submit" form={formId} isPending={store.opening.isLoading}>
            {intl.formatMessage({
              id: store.opening.isLoading ? 'accessReviews.dialog.submitting' : 'accessReviews.dialog.submit',
            })}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {store.opening.status === 'error' && (
          <Alert tone="critical">{intl.formatMessage({ id: 'accessReviews.dialog.failed' })}</Alert>
        )}
        <DatePicker
          label={intl.formatMessage({ id: 'accessReviews.dialog.dueDate' })}
          value={dueDate}
          onChange={setDueDate}
          minValue={today}
        />
        {missingDate && <Alert tone="critical">{intl.formatMessage({ id: 'accessReviews.dialog.noDate' })}</Alert>}
        <RadioGroup
          label={intl.formatMessage({ id: 'accessReviews.dialog.scope' })}
          value={scope}
          onChange={(value) => setScope(value === 'all' ? 'all' : 'some')}
        >
          <Radio value="some">{intl.formatMessage({ id: 'accessReviews.dialog.someCompanies' })}</Radio>
          <Radio value="all">{intl.formatMessage({ id: 'accessReviews.dialog.allCompanies' })}</Radio>
        </RadioGroup>
        {scope === 'some' && (
          <>
            <ComboBox
              label={intl.formatMessage({ id: 'accessReviews.dialog.company' })}
              placeholder={intl.formatMessage({ id: 'accessReviews.dialog.companyPlaceholder' })}
              options={suggestions}
              inputValue={input}
              onInputChange={(text) => {
                setInput(text);
                if (text.trim() !== '') void store.searchCompanies(text.trim());
              }}
              value={null}
              onChange={(key) => {
                // A null key is the field closing without a choice (on blur, or when the page scrolls): the text
                // goes with it, as in any combo box; left behind, it would open the suggestions again at once.
                const company = suggestions.find(({ id }) => id === key);
                if (company) setChosen([...chosen, { id: company.id, name: company.label }]);
                setInput('');
              }}
              isInvalid={missingCompany}
              errorMessage={missingCompany ? intl.formatMessage({ id: 'accessReviews.dialog.noCompany' }) : undefined}
            />
            {chosen.length > 0 && (
              <ul className={styles.chosen} aria-label={intl.formatMessage({ id: 'accessReviews.dialog.chosen' })}>
                {chosen.map((company) => (
                  <li key={company.id} className={styles.chosenCompany}>
                    {company.name}
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={intl.formatMessage(
                        { id: 'accessReviews.dialog.removeCompany' },
                        { companyName: company.name },
                      )}
                      onPress={() => setChosen(chosen.filter(({ id }) => id !== company.id))}
                    >
                      ×
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </form>
    </Dialog>
  );
});
