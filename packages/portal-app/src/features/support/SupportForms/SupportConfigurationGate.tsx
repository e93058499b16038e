import { ErrorPanel, Skeleton } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createSupportStore } from '../stores/SupportStore';
import { supportFormOptions, type SupportFormOptions } from './supportFormOptions';

interface SupportConfigurationGateProps {
  /** What the skeleton says while the configuration loads, e.g. "Loading the form". */
  readonly loadingLabel: string;
  /** What needs the configuration: given its options once loaded. */
  readonly children: (options: SupportFormOptions) => ReactNode;
}

/** What stands in for a form or list that needs the configuration until it can show. */
export function SupportConfigurationSkeleton({ label }: { readonly label: string }) {
  return <Skeleton rows={6} label={label} />;
}

/** Loads the support configuration in the reader's language (again when it changes) and renders what needs it. */
export const SupportConfigurationGate = observer(function SupportConfigurationGate({
  loadingLabel,
  children,
}: SupportConfigurationGateProps) {
  const { locale } = useStores();
  const support = useAreaStore(createSupportStore);
  const language = locale.locale;

  useEffect(() => {
    void support.loadConfiguration();
  }, [support, language]);

  const { configuration } = support;
  // The form is the page's largest render: deferred, React renders it in slices between other work instead of in
  // one long task when the lists arrive (the skeleton stays until it is ready).
  const data = useDeferredValue(configuration.data);
  if (configuration.status === 'error') return <ErrorPanel onRefresh={() => void support.loadConfiguration()} />;
  // The options of the language before stay until the new ones arrive, so a form keeps its values meanwhile.
  if (!data) return <SupportConfigurationSkeleton label={loadingLabel} />;
  return children(supportFormOptions(data));
});
