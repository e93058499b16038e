import type { PartnerAssociationRow, PartnerCompany, TenantProduct } from '@partner-insights/contracts';
import { Checkbox, CheckboxGroup, DatePicker, Skeleton, TextField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { dayMonthYear } from '../../../i18n/dayMonthYear';
import type { MessageId } from '../../../i18n/catalogues';
import { useToasts } from '../../../shell/toasts/useToasts';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createPartnersStore } from '../stores/PartnersStore';
import * as styles from './PartnersList.css';

export interface PartnerDialogProps {
  /** The association whose apps change; none to associate an agency. */
  readonly editing?: PartnerAssociationRow;
  readonly onClose: () => void;
}

const PROBLEMS: Readonly<Record<string, MessageId>> = {
  unknownCode: 'partners.problem.unknownCode',
  notAgency: 'partners.problem.notAgency',
  alreadyAssociated: 'partners.problem.alreadyAssociated',
};

/**
 * Associates an agency, found by its partner code (checked with the server), with some of the company's apps, or
 * changes an association's apps; either may end on a day (today at the earliest), after which it lapses by itself.
 */
export const PartnerDialog = observer(function PartnerDialog({ editing, onClose }: PartnerDialogProps) {
  const intl = useIntl();
  const toasts = useToasts();
  const partners = useAreaStore(createPartnersStore);
  const { clock } = useStores();
  const [code, setCode] = useState('');
  const [partner, setPartner] = useState<PartnerCompany | undefined>(editing?.partnerCompany);
  const [codeProblem, setCodeProblem] = useState<string | undefined>();
  const [apps, setApps] = useState<TenantProduct[] | null>(null);
  const [chosen, setChosen] = useState<string[]>(editing?.appAccess.map((app) => app.code) ?? []);
  const [appsProblem, setAppsProblem] = useState<string | undefined>();
  const [endsOn, setEndsOn] = useState<string | null>(editing?.endsOn ?? null);
  const [today] = useState(() => {
    const [day, month, year] = dayMonthYear(new Date(clock.now()).toISOString(), intl.timeZone).split('-');
    return `${year}-${month}-${day}`;
  });
  const title = intl.formatMessage({ id: editing ? 'partners.dialog.editTitle' : 'partners.dialog.addTitle' });

  useEffect(() => {
    void partners.companyApps(editing?.partnerCompany.id).then(setApps);
  }, [partners, editing]);

  const find = async () => {
    setCodeProblem(undefined);
    if (code.trim() === '') return setCodeProblem(intl.formatMessage({ id: 'partners.problem.empty' }));
    const check = await partners.check(code.trim());
    if (!check) return toasts.error(intl.formatMessage({ id: 'partners.failed' }));
    const problem = check.problem && PROBLEMS[check.problem];
    if (problem) {
      setPartner(undefined);
      return setCodeProblem(intl.formatMessage({ id: problem }));
    }
    setPartner(check.partnerCompany);
  };

  const submit = async () => {
    if (!partner) return void find();
    if (chosen.length === 0) return setAppsProblem(intl.formatMessage({ id: 'partners.problem.noApps' }));
    const outcome = editing
      ? await partners.change(editing.id, { apps: chosen, endsOn })
      : await partners.associate({ businessCode: partner.businessCode, apps: chosen, endsOn });
    if (!outcome.saved) {
      const problem = outcome.check?.problem && PROBLEMS[outcome.check.problem];
      if (problem) return setCodeProblem(intl.formatMessage({ id: problem }));
      toasts.error(intl.formatMessage({ id: 'partners.failed' }));
      return;
    }
    toasts.success(
      intl.formatMessage(
        { id: editing ? 'partners.changed' : 'partners.associated' },
        { partner: partner.companyName },
      ),
    );
    onClose();
  };

  return (
    <FormDialog
      title={title}
      cancelLabel={intl.formatMessage({ id: 'partners.cancel' })}
      submitLabel={intl.formatMessage({
        id: editing ? 'partners.save' : partner ? 'partners.associate' : 'partners.find',
      })}
      isPending={partners.isSaving}
      onSubmit={() => void submit()}
      onClose={onClose}
      formClassName={styles.form}
    >
      {!editing && (
        <TextField
          label={intl.formatMessage({ id: 'partners.column.partnerCode' })}
          description={intl.formatMessage({ id: 'partners.code.description' })}
          value={code}
          onChange={(value) => {
            setCode(value);
            setPartner(undefined);
            setCodeProblem(undefined);
          }}
          isInvalid={codeProblem !== undefined}
          errorMessage={codeProblem}
        />
      )}
      {partner && (
        <p className={styles.note}>
          {intl.formatMessage({ id: 'partners.found' }, { partner: partner.companyName, contact: partner.adminEmail })}
        </p>
      )}
      {partner &&
        (apps === null ? (
          <Skeleton variant="text" rows={3} label={intl.formatMessage({ id: 'partners.loadingApps' })} />
        ) : (
          <CheckboxGroup
            label={intl.formatMessage({ id: 'partners.column.appAccess' })}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setAppsProblem(undefined);
            }}
            isInvalid={appsProblem !== undefined}
            errorMessage={appsProblem}
          >
            {apps.map((app) => (
              <Checkbox key={app.code} value={app.code}>
                {app.title}
              </Checkbox>
            ))}
          </CheckboxGroup>
        ))}
      {partner && (
        <DatePicker
          label={intl.formatMessage({ id: 'partners.endsOn' })}
          description={intl.formatMessage({ id: 'partners.endsOn.description' })}
          isOptional
          value={endsOn}
          onChange={setEndsOn}
          minValue={today}
          defaultFocusedValue={today}
        />
      )}
    </FormDialog>
  );
});
