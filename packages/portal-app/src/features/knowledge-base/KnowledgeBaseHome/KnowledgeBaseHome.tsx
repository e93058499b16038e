import type { KbCategory, KbWorkspace } from '@partner-insights/contracts';
import { Link, PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import * as layout from '../../../components/page/pageLayout.css';
import { articlePath, categoryPath } from '../components/kbPaths';
import { KbResourceState } from '../components/KbResourceState';
import { KbSearchBox } from '../components/KbSearchBox';
import * as styles from '../components/knowledgeBase.css';
import { useKnowledgeBase } from '../components/useKnowledgeBase';
import { KnowledgeBaseHomeSkeleton } from './KnowledgeBaseHomeSkeleton';

/** How many of a topic's articles its card lists in the full knowledge base; the rest are a click away. */
const ARTICLES_PER_CARD = 5;

function CategoryCard({ category, workspace }: { readonly category: KbCategory; readonly workspace: KbWorkspace }) {
  const intl = useIntl();
  const titleId = useId();
  // The basic knowledge base is small enough to list every article; the full one links to each topic's page.
  const shown = workspace === 'basic' ? category.articles : category.articles.slice(0, ARTICLES_PER_CARD);
  return (
    <li>
      <section aria-labelledby={titleId} className={styles.category}>
        <h2 id={titleId} className={styles.categoryTitle}>
          {category.title}
        </h2>
        <p className={styles.muted}>{category.description}</p>
        <ul className={styles.linkList}>
          {shown.map((article) => (
            <li key={article.contentId}>
              <Link href={articlePath(workspace, article.contentId)} variant="standalone">
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
        {shown.length < category.articles.length && (
          <Link href={categoryPath(category.id)}>
            {intl.formatMessage(
              { id: 'kb.category.viewAll' },
              { count: category.articles.length, category: category.title },
            )}
          </Link>
        )}
      </section>
    </li>
  );
}

/** A knowledge base's landing: its search (full knowledge base) and its topics with their articles. */
export const KnowledgeBaseHome = observer(function KnowledgeBaseHome({
  workspace,
}: {
  readonly workspace: KbWorkspace;
}) {
  const { store, locale } = useKnowledgeBase();
  const intl = useIntl();
  const load = () => void store.hierarchy.run(workspace, locale, undefined);

  useEffect(() => {
    void store.hierarchy.run(workspace, locale, undefined);
  }, [store, workspace, locale]);

  const articleCount = (store.hierarchy.data?.categories ?? []).reduce((sum, { articles }) => sum + articles.length, 0);
  return (
    <div className={layout.page.full}>
      <PageHeader
        title={intl.formatMessage({ id: workspace === 'basic' ? 'kb.basic.title' : 'kb.title' })}
        // The count's line is kept while the articles load, so the search below it does not move when it comes.
        description={
          store.hierarchy.status === 'success'
            ? intl.formatMessage({ id: 'kb.description' }, { count: articleCount })
            : '\u00a0'
        }
      />
      {workspace === 'charter' && <KbSearchBox />}
      <KbResourceState resource={store.hierarchy} onRetry={load} skeleton={<KnowledgeBaseHomeSkeleton />}>
        {(hierarchy) => (
          <ul className={styles.categories} aria-label={intl.formatMessage({ id: 'kb.categories' })}>
            {hierarchy.categories.map((category) => (
              <CategoryCard key={category.id} category={category} workspace={workspace} />
            ))}
          </ul>
        )}
      </KbResourceState>
    </div>
  );
});
