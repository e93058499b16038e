import { GLOSSARY_LOADING_ROWS, GLOSSARY_PAGE_SIZE, type GlossaryEntry } from '@partner-insights/contracts';
import { DataTable, type DataTableStatus } from '@partner-insights/tables';
import { Alert, EmptyState, ErrorPanel } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { EntryDetails } from './EntryDetails';
import { useGlossaryColumns } from './useGlossaryColumns';
import type { DataDictionaryView } from './useDataDictionaryView';

const entryIdOf = (entry: GlossaryEntry): string => entry.id;
const ONE_PAGE_SIZE = [GLOSSARY_PAGE_SIZE] as const;

/**
 * The dictionary's table: 7 skeleton rows while a page loads, "No results found for {term}"
 * with "Did you mean" when a search finds nothing, the error panel when a page cannot load, and the open
 * entry's details.
 */
export const GlossaryResults = observer(function GlossaryResults({ view }: { readonly view: DataDictionaryView }) {
  const intl = useIntl();
  const { store, apply, locale } = view;
  const columns = useGlossaryColumns(locale, view.detailsHref);
  const { page, query } = store;

  if (page.status === 'error') return <ErrorPanel />;

  const status: DataTableStatus = page.status === 'success' ? 'ready' : 'loading';
  const [suggestion] = store.suggestions;
  const selected = store.selectedEntry;
  return (
    <>
      {store.download.status === 'error' && (
        <Alert
          tone="critical"
          action={{
            label: intl.formatMessage({ id: 'dataDictionary.tryAgain' }),
            onPress: () => void store.exportGlossary(),
          }}
        >
          {intl.formatMessage({ id: 'dataDictionary.exportFailed' })}
        </Alert>
      )}
      {selected && (
        <EntryDetails entry={selected} locale={locale} onClose={() => apply(async () => store.select(null))} />
      )}
      {status === 'ready' && store.total === 0 ? (
        <EmptyState
          term={query.search || undefined}
          suggestion={suggestion}
          onSuggestionPress={(term) => apply(() => store.setSearch(term))}
          description={intl.formatMessage({ id: 'dataDictionary.noResults.hint' })}
          action={
            store.hasFilters
              ? {
                  label: intl.formatMessage({ id: 'dataDictionary.clearFilters' }),
                  onPress: () => apply(store.clearFilters),
                }
              : undefined
          }
        />
      ) : (
        <DataTable
          label={intl.formatMessage({ id: 'dataDictionary.label' })}
          columns={columns}
          data={store.entries}
          rowId={entryIdOf}
          rowLabel={(entry) => entry.business_name}
          status={status}
          loadingRowCount={GLOSSARY_LOADING_ROWS}
          overflow="scroll"
          pagination={{
            page: query.pageNumber + 1,
            pageSize: GLOSSARY_PAGE_SIZE,
            pageSizes: ONE_PAGE_SIZE,
            totalCount: store.total,
            onChange: ({ page: next }) => apply(() => store.setPage(next - 1)),
          }}
        />
      )}
    </>
  );
});
