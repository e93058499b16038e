import { Link, PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useContentDate } from '../../../components/ContentDocument';
import * as layout from '../../../components/page/pageLayout.css';
import { KbBreadcrumb } from '../components/KbBreadcrumb';
import { articlePath, KB_HOME } from '../components/kbPaths';
import { KbResourceState } from '../components/KbResourceState';
import * as styles from '../components/knowledgeBase.css';
import { useKnowledgeBase } from '../components/useKnowledgeBase';

/** /knowledgeBase/articles?category=: every article of one topic, with what each answers. */
const KnowledgeBaseCategoryPage = observer(function KnowledgeBaseCategoryPage() {
  const { store, locale } = useKnowledgeBase();
  const intl = useIntl();
  const formatDate = useContentDate();
  const [params] = useSearchParams();
  const categoryId = params.get('category') ?? '';
  const load = () => void store.hierarchy.run('charter', locale, categoryId);

  useEffect(() => {
    void store.hierarchy.run('charter', locale, categoryId);
  }, [store, locale, categoryId]);

  return (
    <div className={layout.page.wide}>
      <KbBreadcrumb crumbs={[{ label: intl.formatMessage({ id: 'kb.home' }), href: KB_HOME.charter }]} />
      <KbResourceState resource={store.hierarchy} onRetry={load}>
        {({ categories: [category] }) =>
          category && (
            <>
              <PageHeader title={category.title} description={category.description} />
              <ul className={styles.linkList}>
                {category.articles.map((article) => (
                  <li key={article.contentId} className={styles.result}>
                    <h2 className={styles.resultTitle}>
                      <Link href={articlePath('charter', article.contentId)} variant="standalone">
                        {article.title}
                      </Link>
                    </h2>
                    <p className={styles.muted}>{article.summary}</p>
                    <p className={styles.muted}>
                      {intl.formatMessage({ id: 'kb.article.updated' }, { date: formatDate(article.updatedOn) })}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </KbResourceState>
    </div>
  );
});

export default KnowledgeBaseCategoryPage;
