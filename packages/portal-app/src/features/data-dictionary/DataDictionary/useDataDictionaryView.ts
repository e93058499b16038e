import type { Locale } from '@partner-insights/contracts';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createDataDictionaryStore, type DataDictionaryStore } from '../stores/DataDictionaryStore';
import { dataDictionarySearch } from '../stores/dataDictionaryQuery';

export interface DataDictionaryView {
  readonly store: DataDictionaryStore;
  readonly locale: Locale;
  /** Applies a change of the view, then writes it into the page's address (back and forward walk through them). */
  readonly apply: (change: () => Promise<void>) => void;
  /** The address that opens an entry's details within the current view. */
  readonly detailsHref: (entry: { readonly id: string }) => string;
}

/**
 * The dictionary's store, showing what the page's address says: a reload or a shared link lands on the same
 * view, in the reader's language.
 */
export function useDataDictionaryView(): DataDictionaryView {
  useAreaMessages('data-dictionary');
  const store = useAreaStore(createDataDictionaryStore);
  const locale = useStores().locale.locale;
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    void store.showSearch(location.search);
  }, [store, location.search, locale]);

  const apply = (change: () => Promise<void>) => {
    void change();
    if (store.search !== location.search) void navigate({ search: store.search });
  };
  const detailsHref = useCallback(
    (entry: { readonly id: string }) =>
      `${location.pathname}${dataDictionarySearch({ ...store.query, selected: entry.id })}`,
    // The query is read when a link is drawn; the rows are drawn again whenever it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, location.pathname, location.search],
  );
  return { store, locale, apply, detailsHref };
}
