import { KB_SEARCH_MIN_LENGTH } from '@partner-insights/contracts';
import { Button, EmptyState, Link, PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { languageName } from '../../../components/ContentDocument';
import * as layout from '../../../components/page/pageLayout.css';
import { useStores } from '../../../stores/StoresContext';
import { Highlighted } from '../components/Highlighted';
import { KbBreadcrumb } from '../components/KbBreadcrumb';
import { articlePath, KB_HOME, searchPath } from '../components/kbPaths';
import { KbResourceState } from '../components/KbResourceState';
import { KbSearchBox } from '../components/KbSearchBox';
import * as styles from '../components/knowledgeBase.css';
import { useKnowledgeBase } from '../components/useKnowledgeBase';

/** The zero-based results page the `page` parameter (one-based, as people count) names. */
const pageOf = (value: string | null): number => Math.max(0, (Number.parseInt(value ?? '1', 10) || 1) - 1);

/**
 * /knowledgeBase/search?q=&page=: full-text search of the knowledge base in the reader's language, matches marked;
 * the address holds the search, so a reload or a shared link shows the same results.
 */
const KnowledgeBaseSearchPage = observer(function KnowledgeBaseSearchPage() {
  const { store, locale } = useKnowledgeBase();
  const { config } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const page = pageOf(params.get('page'));
  const searchable = term.length >= KB_SEARCH_MIN_LENGTH && config.isEnabled('kb-search-rollout');
  const load = () => void store.search.run('charter', term, page, locale);

  useEffect(() => {
    if (searchable) void store.search.run('charter', term, page, locale);
  }, [store, searchable, term, page, locale]);

  return (
    <div className={layout.page.wide}>
      <KbBreadcrumb crumbs={[{ label: intl.formatMessage({ id: 'kb.home' }), href: KB_HOME.charter }]} />
      <PageHeader title={intl.formatMessage({ id: 'kb.search.title' })} />
      <KbSearchBox initial={term} />
      {!searchable ? (
        <p className={styles.muted}>{intl.formatMessage({ id: 'kb.search.noTerm' })}</p>
      ) : (
        <KbResourceState resource={store.search} onRetry={load}>
          {(result) =>
            result.total === 0 ? (
              <EmptyState term={term} description={intl.formatMessage({ id: 'kb.search.emptyHint' })} />
            ) : (
              <section aria-labelledby="kb-search-count" className={layout.section}>
                <p id="kb-search-count" role="status" className={styles.muted}>
                  {intl.formatMessage({ id: 'kb.search.count' }, { count: result.total, term })}
                </p>
                <ol className={styles.linkList}>
                  {result.results.map((hit) => (
                    <li key={hit.contentId} className={styles.result}>
                      <h2 className={styles.resultTitle}>
                        <Link href={articlePath('charter', hit.contentId)} variant="standalone">
                          <Highlighted parts={hit.title} />
                        </Link>
                      </h2>
                      <p className={styles.muted}>
                        {hit.category.title}
                        {hit.locale !== locale &&
                          ` · ${intl.formatMessage({ id: 'kb.search.otherLanguage' }, { language: languageName(hit.locale, locale) })}`}
                      </p>
                      <p className={styles.muted} lang={hit.locale}>
                        <Highlighted parts={hit.excerpt} />
                      </p>
                    </li>
                  ))}
                </ol>
                {result.totalPages > 1 && (
                  <div className={layout.actions}>
                    <Button
                      variant="secondary"
                      isDisabled={page === 0}
                      onPress={() => void navigate(searchPath(term, page - 1))}
                    >
                      {intl.formatMessage({ id: 'kb.search.previous' })}
                    </Button>
                    <span>
                      {intl.formatMessage({ id: 'kb.search.page' }, { page: page + 1, pages: result.totalPages })}
                    </span>
                    <Button
                      variant="secondary"
                      isDisabled={page + 1 >= result.totalPages}
                      onPress={() => void navigate(searchPath(term, page + 1))}
                    >
                      {intl.formatMessage({ id: 'kb.search.next' })}
                    </Button>
                  </div>
                )}
              </section>
            )
          }
        </KbResourceState>
      )}
    </div>
  );
});

export default KnowledgeBaseSearchPage;
