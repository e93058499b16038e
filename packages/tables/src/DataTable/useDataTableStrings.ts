import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import { dataTableMessages, type DataTableLabels } from './dataTableMessages';

/**
 * The table's texts in the reader's language, any of them replaced by `labels`. A replacement's `{name}`
 * placeholders are filled with the same variables as the shipped text.
 */
export function useDataTableStrings(labels: Partial<DataTableLabels> = {}) {
  const strings = useLocalizedStringFormatter(dataTableMessages, '@partner-insights/tables');
  return (key: keyof DataTableLabels, variables?: Record<string, string>): string => {
    const label = labels[key];
    if (label === undefined) return strings.format(key, variables);
    return label.replace(/\{(\w+)\}/g, (placeholder, name: string) => variables?.[name] ?? placeholder);
  };
}

export type DataTableText = ReturnType<typeof useDataTableStrings>;
