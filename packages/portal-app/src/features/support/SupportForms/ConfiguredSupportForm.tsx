import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RevealWhenReady } from '../../../components/RevealWhenReady/RevealWhenReady';
import { lazyWithTimeout } from '../../../routes/lazyWithTimeout';
import { SupportConfigurationGate, SupportConfigurationSkeleton } from './SupportConfigurationGate';
import type { SupportFormProps } from './SupportForm';

// The form's code (the schema form, its fields and their validation) is most of a support page's: in a chunk of its
// own, the page's header paints without waiting for it.
const loadSupportForm = () => import('./SupportForm');
const LazySupportForm = lazyWithTimeout(async () => ({ default: (await loadSupportForm()).SupportForm }));
/** `lazy` drops the type parameter of a generic component; the loaded one keeps its signature. */
const SupportForm = LazySupportForm as <TOutput>(props: SupportFormProps<TOutput>) => ReactNode;

/** A support form fed with the desk's lists (support types, products, ...): the form's skeleton until they arrive. */
export function ConfiguredSupportForm<TOutput>(props: Omit<SupportFormProps<TOutput>, 'options'>) {
  const intl = useIntl();
  const loadingLabel = intl.formatMessage({ id: 'support.form.loading' });
  // Asked for once the page has painted (asking while it renders holds its first paint back), and not once the
  // lists are in: code and lists download together.
  useEffect(() => void loadSupportForm(), []);
  return (
    <SupportConfigurationGate loadingLabel={loadingLabel}>
      {(options) => (
        // The lists' skeleton again: the form appears once, when both are in.
        <RevealWhenReady
          pending={<SupportConfigurationSkeleton label={loadingLabel} />}
          isImmediate={LazySupportForm.isLoaded()}
        >
          <SupportForm {...props} options={options} />
        </RevealWhenReady>
      )}
    </SupportConfigurationGate>
  );
}
