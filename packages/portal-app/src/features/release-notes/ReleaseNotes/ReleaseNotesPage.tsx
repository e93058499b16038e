import { EmptyState, ErrorPanel, Link, PageHeader, Select, Skeleton } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useContentDate } from '../../../components/ContentDocument';
import * as layout from '../../../components/page/pageLayout.css';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { releaseNotePath } from '../releaseNotePath';
import { createReleaseNotesStore } from '../stores/ReleaseNotesStore';
import * as styles from './ReleaseNotesPage.css';

const ALL = 'all';

/** /releaseNotes: every release note, newest first, of one topic when the reader picks one (kept in the address). */
const ReleaseNotesPage = observer(function ReleaseNotesPage() {
  useAreaMessages('release-notes');
  const store = useAreaStore(createReleaseNotesStore);
  const locale = useStores().locale.locale;
  const intl = useIntl();
  const formatDate = useContentDate();
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const load = () => void Promise.all([store.tags.run(locale), store.notes.run(locale, tag)]);

  useEffect(() => {
    void Promise.all([store.tags.run(locale), store.notes.run(locale, tag)]);
  }, [store, locale, tag]);

  const { notes, tags } = store;
  const options = [
    { id: ALL, label: intl.formatMessage({ id: 'releaseNotes.allTopics' }) },
    ...(tags.data?.tags ?? []).map(({ id, title, count }) => ({
      id,
      label: intl.formatMessage({ id: 'releaseNotes.topicCount' }, { topic: title, count }),
    })),
  ];
  return (
    <div className={layout.page.wide}>
      <PageHeader
        title={intl.formatMessage({ id: 'releaseNotes.title' })}
        description={intl.formatMessage({ id: 'releaseNotes.description' })}
      />
      <div className={styles.filter}>
        <Select
          label={intl.formatMessage({ id: 'releaseNotes.filter' })}
          options={options}
          value={tag ?? ALL}
          onChange={(key) => setParams(key === ALL || key === null ? {} : { tag: String(key) })}
        />
      </div>
      {notes.status === 'error' && <ErrorPanel onRefresh={load} />}
      {notes.status === 'loading' && <Skeleton rows={12} />}
      {notes.status === 'success' &&
        (notes.data?.fragments.length ? (
          <ol className={styles.list} aria-label={intl.formatMessage({ id: 'releaseNotes.list' })}>
            {notes.data.fragments.map((note) => (
              <li key={note.assetPath} className={styles.note}>
                <h2 className={styles.noteTitle}>
                  <Link href={releaseNotePath(note.assetPath)} variant="standalone">
                    {note.title}
                  </Link>
                </h2>
                <p className={styles.muted}>
                  {intl.formatMessage({ id: 'releaseNotes.published' }, { date: formatDate(note.publishedOn) })}
                </p>
                <p className={styles.summary}>{note.summary}</p>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState
            kind="noData"
            title={intl.formatMessage({ id: 'releaseNotes.empty.title' })}
            description={intl.formatMessage({ id: 'releaseNotes.empty.description' })}
          />
        ))}
    </div>
  );
});

export default ReleaseNotesPage;
