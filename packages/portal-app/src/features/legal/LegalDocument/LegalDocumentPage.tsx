import type { ContentFragment } from '@partner-insights/contracts';
import { EmptyState, ErrorPanel } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  ContentDocument,
  ContentDocumentSkeleton,
  languageName,
  useContentDate,
} from '../../../components/ContentDocument';
import * as layout from '../../../components/page/pageLayout.css';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createLegalStore, type DocumentSource } from '../stores/LegalStore';

export interface LegalDocumentPageProps {
  /** Which document, from which call; undefined until the page knows (the session is still being read). */
  readonly source: DocumentSource | undefined;
  /** Actions beside the title, made from the document (the terms' PDF download). */
  readonly actions?: (document: ContentFragment) => ReactNode;
  /** After the text (the landing page's way in). */
  readonly children?: ReactNode;
  /** Under the title: the date of the last change (legal texts), or what the page is about (public pages). */
  readonly describedBy?: 'updated' | 'summary';
}

/** A legal or public page: its document from the content folder, in the reader's language or with a notice. */
export const LegalDocumentPage = observer(function LegalDocumentPage({
  source,
  actions,
  children,
  describedBy = 'updated',
}: LegalDocumentPageProps) {
  useAreaMessages('legal');
  const store = useAreaStore(createLegalStore);
  const locale = useStores().locale.locale;
  const intl = useIntl();
  const formatDate = useContentDate();
  const { status, data, error } = store.document;
  const load = () => {
    if (source) void store.document.run(source, locale);
  };

  useEffect(() => {
    if (source) void store.document.run(source, locale);
  }, [store, source?.call, source?.assetPath, locale]); // eslint-disable-line react-hooks/exhaustive-deps -- the source's values, not its identity

  return (
    <div className={layout.page.wide}>
      {status === 'loading' && <ContentDocumentSkeleton />}
      {status === 'error' &&
        (error?.status === 404 ? (
          <EmptyState
            kind="noData"
            title={intl.formatMessage({ id: 'legal.notFound.title' })}
            description={intl.formatMessage({ id: 'legal.notFound.text' })}
          />
        ) : (
          <ErrorPanel onRefresh={load} />
        ))}
      {status === 'success' && data && (
        <>
          <ContentDocument
            title={data.title}
            html={data.html}
            locale={data.locale}
            description={
              describedBy === 'updated'
                ? intl.formatMessage({ id: 'legal.updated' }, { date: formatDate(data.updatedOn) })
                : data.summary
            }
            actions={actions?.(data)}
            fallbackNotice={
              data.fallback
                ? intl.formatMessage(
                    { id: 'legal.fallback' },
                    {
                      requested: languageName(data.requestedLocale, locale),
                      served: languageName(data.locale, locale),
                    },
                  )
                : undefined
            }
          />
          {children}
        </>
      )}
    </div>
  );
});
