import * as styles from './dataDictionary.css';
import { GlossaryResults } from './GlossaryResults';
import { GlossaryToolbar } from './GlossaryToolbar';
import { TopicPanel } from './TopicPanel';
import type { DataDictionaryView } from './useDataDictionaryView';

/** The dictionary's search and table, with the topic panel beside them: most of the page's code. */
export function DataDictionaryBody({ view }: { readonly view: DataDictionaryView }) {
  return (
    <div className={styles.withPanel}>
      <div className={styles.results}>
        <GlossaryToolbar view={view} />
        <GlossaryResults view={view} />
      </div>
      <TopicPanel view={view} />
    </div>
  );
}
