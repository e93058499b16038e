import { Skeleton } from '@partner-insights/ui';
import * as styles from '../components/knowledgeBase.css';

const CARDS = [0, 1, 2, 3, 4];

/** Five topic cards of lines while the topics load, the shape the page then has. */
export function KnowledgeBaseHomeSkeleton() {
  return (
    <div className={styles.categories}>
      {CARDS.map((card) => (
        <div key={card} className={styles.category} aria-hidden={card > 0 || undefined}>
          <Skeleton rows={7} />
        </div>
      ))}
    </div>
  );
}
