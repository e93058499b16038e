import { KB_SEARCH_MIN_LENGTH } from '@partner-insights/contracts';
import { SearchField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useStores } from '../../../stores/StoresContext';
import { searchPath } from './kbPaths';
import * as styles from './knowledgeBase.css';

/** The knowledge base's search, where the market has rolled it out (kb-search-rollout): Enter opens the results. */
export const KbSearchBox = observer(function KbSearchBox({ initial = '' }: { readonly initial?: string }) {
  const { config } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  if (!config.isEnabled('kb-search-rollout')) return null;
  return (
    <search className={styles.searchBox}>
      <SearchField
        label={intl.formatMessage({ id: 'kb.search.label' })}
        placeholder={intl.formatMessage({ id: 'kb.search.placeholder' })}
        defaultValue={initial}
        minLength={KB_SEARCH_MIN_LENGTH}
        minLengthHint={intl.formatMessage({ id: 'kb.search.minLength' })}
        // Results open on Enter: a page change while the reader types would take the field away from them.
        onSubmit={(value) => {
          const term = value.trim();
          if (term.length >= KB_SEARCH_MIN_LENGTH) void navigate(searchPath(term));
        }}
      />
    </search>
  );
});
