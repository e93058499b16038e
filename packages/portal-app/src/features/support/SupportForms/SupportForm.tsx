import type { SupportFormReading } from '@partner-insights/contracts';
import { SchemaForm, type FormDescription } from '@partner-insights/forms';
import { useCallback, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { SupportFormId } from '../stores/SupportStore';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createSupportStore } from '../stores/SupportStore';
import { attachmentOf } from './attachmentOf';
import { preselection, startingValues, userDefaults } from './supportFormDefaults';
import { ATTACHMENT_FIELD, type SupportFormOffer } from './supportFormFields';
import type { SupportFormOptions } from './supportFormOptions';

export interface SupportFormProps<TOutput> {
  /** Which form it is: its draft is kept under this name. */
  readonly formId: SupportFormId;
  readonly describe: (
    intl: IntlShape,
    options: SupportFormOptions,
    reading: SupportFormReading,
    offer: SupportFormOffer,
  ) => FormDescription<TOutput>;
  /** The form's family-name field, filled in from a signed-in user. */
  readonly nameField: 'lastName' | 'name';
  readonly options: SupportFormOptions;
  /** The form's accessible name and its submit button's text. */
  readonly label: string;
  readonly submitLabel: string;
  /** Sends the values and the attachment; a rejection keeps the values and offers Try again. */
  readonly onSubmit: (values: TOutput, attachment: File | null) => Promise<void>;
}

/**
 * A support form in the reader's language, started from who they are, what they typed before (the draft) and what
 * the link asks for (`?request=access`, `?supportType=`). Every change is kept as the draft until it is sent.
 */
export function SupportForm<TOutput>({
  formId,
  describe,
  nameField,
  options,
  label,
  submitLabel,
  onSubmit,
}: SupportFormProps<TOutput>) {
  const { session, products } = useStores();
  const support = useAreaStore(createSupportStore);
  const intl = useIntl();
  const [query] = useSearchParams();
  const { reading } = support;
  // Only signed-in users who may change things send on someone else's behalf: not visitors, not spectators.
  const onBehalf = session.isSignedIn && !session.isViewOnly;
  const form = useMemo(
    () => describe(intl, options, reading, { onBehalf }),
    [describe, intl, options, reading, onBehalf],
  );
  // Read once: later changes to the user or the link do not reset what the reader is typing.
  const [defaultValues] = useState(() =>
    startingValues(
      userDefaults(session.user, options, nameField),
      support.draftOf(formId),
      preselection(query, options, (code) => {
        const product = products.titleOf(code);
        return product && intl.formatMessage({ id: 'support.form.accessToProduct' }, { product });
      }),
    ),
  );
  const keepDraft = useCallback(
    (values: Readonly<Record<string, unknown>>) => support.saveDraft(formId, values),
    [support, formId],
  );

  return (
    <SchemaForm
      form={form}
      layout="grid"
      aria-label={label}
      defaultValues={defaultValues}
      onValuesChange={keepDraft}
      onSubmit={(values, rawValues) => onSubmit(values, attachmentOf(rawValues[ATTACHMENT_FIELD]))}
      messages={{ submit: submitLabel }}
    />
  );
}
