import { useIntl } from 'react-intl';
import { SupportConfigurationGate } from './SupportConfigurationGate';
import { SupportForm, type SupportFormProps } from './SupportForm';

/** A support form fed with the desk's lists (support types, products, ...): the form's skeleton until they arrive. */
export function ConfiguredSupportForm<TOutput>(props: Omit<SupportFormProps<TOutput>, 'options'>) {
  const intl = useIntl();
  return (
    <SupportConfigurationGate loadingLabel={intl.formatMessage({ id: 'support.form.loading' })}>
      {(options) => <SupportForm {...props} options={options} />}
    </SupportConfigurationGate>
  );
}
