import { EmptyState, ErrorPanel, Link } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  ContentDocument,
  ContentDocumentSkeleton,
  languageName,
  useContentDate,
} from '../../../components/ContentDocument';
import * as layout from '../../../components/page/pageLayout.css';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { RELEASE_NOTES_PATH } from '../releaseNotePath';
import { createReleaseNotesStore } from '../stores/ReleaseNotesStore';

/** /releaseNotes/article?note=: one release note. */
const ReleaseNoteArticlePage = observer(function ReleaseNoteArticlePage() {
  useAreaMessages('release-notes');
  const store = useAreaStore(createReleaseNotesStore);
  const locale = useStores().locale.locale;
  const intl = useIntl();
  const formatDate = useContentDate();
  const [params] = useSearchParams();
  const name = params.get('note') ?? '';
  const load = () => void store.note.run(name, locale);

  useEffect(() => {
    void store.note.run(name, locale);
  }, [store, name, locale]);

  const { status, data, error } = store.note;
  const back = (
    <Link href={RELEASE_NOTES_PATH} variant="standalone">
      {intl.formatMessage({ id: 'releaseNotes.back' })}
    </Link>
  );
  return (
    <div className={layout.page.wide}>
      {status === 'loading' && <ContentDocumentSkeleton />}
      {status === 'error' &&
        (error?.status === 404 || error?.status === 400 ? (
          <>
            {back}
            <EmptyState
              kind="noData"
              title={intl.formatMessage({ id: 'releaseNotes.notFound.title' })}
              description={intl.formatMessage({ id: 'releaseNotes.notFound.text' })}
            />
          </>
        ) : (
          <ErrorPanel onRefresh={load} />
        ))}
      {status === 'success' && data && (
        <ContentDocument
          title={data.title}
          html={data.html}
          locale={data.locale}
          breadcrumb={back}
          description={
            data.publishedOn &&
            intl.formatMessage({ id: 'releaseNotes.published' }, { date: formatDate(data.publishedOn) })
          }
          fallbackNotice={
            data.fallback
              ? intl.formatMessage(
                  { id: 'releaseNotes.fallback' },
                  { requested: languageName(data.requestedLocale, locale), served: languageName(data.locale, locale) },
                )
              : undefined
          }
        />
      )}
    </div>
  );
});

export default ReleaseNoteArticlePage;
