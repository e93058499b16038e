import {
  GLOSSARY_SEARCH_DEBOUNCE_MS,
  MIN_GLOSSARY_SEARCH_LENGTH,
  PRODUCT_TAG_NAMES,
  type ProductTag,
} from '@partner-insights/contracts';
import { TableToolbar } from '@partner-insights/tables';
import { Button, SearchField, Select } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DataDictionaryView } from './useDataDictionaryView';

/** The product filter's choice of every product. */
const ALL_PRODUCTS = 'all';

/** The dictionary's search (3 characters at least, 500 ms after typing rests), product filter and export. */
export const GlossaryToolbar = observer(function GlossaryToolbar({ view }: { readonly view: DataDictionaryView }) {
  const intl = useIntl();
  const { store, apply } = view;
  const { query } = store;
  const [text, setText] = useState(query.search);
  // A term that comes from the address (back, a "Did you mean" name chosen) replaces what the box holds.
  const [searched, setSearched] = useState(query.search);
  if (searched !== query.search) {
    setSearched(query.search);
    setText(query.search);
  }
  const productOptions = [
    { id: ALL_PRODUCTS, label: intl.formatMessage({ id: 'dataDictionary.allProducts' }) },
    ...store.products.map((tag) => ({ id: tag, label: PRODUCT_TAG_NAMES[tag] })),
  ];
  return (
    <TableToolbar
      search={
        <SearchField
          label={intl.formatMessage({ id: 'dataDictionary.search' })}
          placeholder={intl.formatMessage({ id: 'dataDictionary.searchPlaceholder' })}
          value={text}
          onChange={setText}
          minLength={MIN_GLOSSARY_SEARCH_LENGTH}
          debounceMs={GLOSSARY_SEARCH_DEBOUNCE_MS}
          minLengthHint={intl.formatMessage({ id: 'dataDictionary.minLength' })}
          onSearch={(term) => apply(() => store.setSearch(term))}
        />
      }
      filters={
        <Select
          label={intl.formatMessage({ id: 'dataDictionary.product' })}
          options={productOptions}
          value={query.product ?? ALL_PRODUCTS}
          onChange={(key) =>
            apply(() => store.setProduct(key === ALL_PRODUCTS || key === null ? null : (key as ProductTag)))
          }
        />
      }
      exportAction={
        <Button
          variant="secondary"
          isPending={store.download.isLoading}
          pendingLabel={intl.formatMessage({ id: 'dataDictionary.exporting' })}
          onPress={() => void store.exportGlossary()}
        >
          {intl.formatMessage({ id: store.download.isLoading ? 'dataDictionary.exporting' : 'dataDictionary.export' })}
        </Button>
      }
    />
  );
});
