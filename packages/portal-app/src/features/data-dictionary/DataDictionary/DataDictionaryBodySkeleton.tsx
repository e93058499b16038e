import * as styles from './dataDictionary.css';
import { GlossaryResultsSkeleton } from './GlossaryResultsSkeleton';

/** The dictionary's search and table while their code loads: the toolbar's room, then the table's header and rows. */
export function DataDictionaryBodySkeleton() {
  return (
    <div className={styles.withPanel}>
      <div className={styles.results}>
        <div className={styles.toolbarPlaceholder} />
        <GlossaryResultsSkeleton />
      </div>
    </div>
  );
}
