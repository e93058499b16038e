import { Link } from '@partner-insights/ui';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { sectionHeading } from '../../../components/page/pageTypography.css';
import * as styles from './AppsPage.css';
import type { KnowledgeBaseArticle } from './knowledgeBaseArticles';

/** The knowledge-base articles offered under the launch list; nothing at all when there are none. */
export function KnowledgeBaseLinks({ articles }: { readonly articles: readonly KnowledgeBaseArticle[] }) {
  const titleId = useId();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.group}>
      <h2 id={titleId} className={sectionHeading}>
        <FormattedMessage id="apps.knowledgeBase.title" />
      </h2>
      <ul className={styles.articles}>
        {articles.map((article) => (
          <li key={article.href}>
            <Link href={article.href}>{article.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
