import type { KbWorkspace } from '@partner-insights/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { ContentDocument, languageName, useContentDate } from '../../../components/ContentDocument';
import * as layout from '../../../components/page/pageLayout.css';
import { articleIdFrom } from '../components/articleIdFrom';
import { KbBreadcrumb, type KbCrumb } from '../components/KbBreadcrumb';
import { categoryPath, KB_HOME } from '../components/kbPaths';
import { KbResourceState } from '../components/KbResourceState';
import { useKnowledgeBase } from '../components/useKnowledgeBase';

/**
 * The article the address names (the sixth segment of a content path, or the `article` query parameter), in the
 * reader's language; when it has no translation, it says which language it is shown in instead.
 */
export const KnowledgeBaseArticle = observer(function KnowledgeBaseArticle({
  workspace,
}: {
  readonly workspace: KbWorkspace;
}) {
  const { store, locale } = useKnowledgeBase();
  const intl = useIntl();
  const formatDate = useContentDate();
  const [params] = useSearchParams();
  const contentId = articleIdFrom(useLocation().pathname, params);
  const load = () => void store.article.run(workspace, contentId, locale);

  useEffect(() => {
    void store.article.run(workspace, contentId, locale);
  }, [store, workspace, contentId, locale]);

  const home: KbCrumb = {
    label: intl.formatMessage({ id: workspace === 'basic' ? 'kb.basic.title' : 'kb.home' }),
    href: KB_HOME[workspace],
  };
  return (
    <div className={layout.page.wide}>
      <KbResourceState resource={store.article} onRetry={load}>
        {(article) => (
          <ContentDocument
            title={article.title}
            html={article.html}
            locale={article.locale}
            breadcrumb={
              <KbBreadcrumb
                crumbs={
                  workspace === 'charter'
                    ? [home, { label: article.category.title, href: categoryPath(article.category.id) }]
                    : [home]
                }
              />
            }
            description={intl.formatMessage({ id: 'kb.article.updated' }, { date: formatDate(article.updatedOn) })}
            fallbackNotice={
              article.fallback
                ? intl.formatMessage(
                    { id: 'kb.article.fallback' },
                    {
                      requested: languageName(article.requestedLocale, locale),
                      served: languageName(article.locale, locale),
                    },
                  )
                : undefined
            }
          />
        )}
      </KbResourceState>
    </div>
  );
});
