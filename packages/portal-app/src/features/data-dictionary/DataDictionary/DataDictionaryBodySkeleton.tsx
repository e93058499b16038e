import { GLOSSARY_LOADING_ROWS } from '@partner-insights/contracts';
import { Skeleton } from '@partner-insights/ui';
import * as styles from './dataDictionary.css';

/** The dictionary's search and table while their code loads: the toolbar's room, then the table's header and rows. */
export function DataDictionaryBodySkeleton() {
  return (
    <div className={styles.withPanel}>
      <div className={styles.results}>
        <div className={styles.toolbarPlaceholder} />
        <Skeleton variant="table" rows={GLOSSARY_LOADING_ROWS + 1} />
      </div>
    </div>
  );
}
