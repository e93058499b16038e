import { GLOSSARY_MESSAGES, GLOSSARY_TOPICS, type GlossaryTopic } from '@partner-insights/contracts';
import { Button } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './dataDictionary.css';
import type { DataDictionaryView } from './useDataDictionaryView';

/** "Browse by topic": every topic as a button that shows its data elements; the one browsed is marked. */
export const TopicPanel = observer(function TopicPanel({ view }: { readonly view: DataDictionaryView }) {
  const intl = useIntl();
  const headingId = useId();
  const { store, apply, locale } = view;
  const current = store.query.topic;
  const choose = (topic: GlossaryTopic | null) => apply(() => store.setTopic(topic));
  return (
    <nav aria-labelledby={headingId} className={styles.topicPanel}>
      <h2 id={headingId} className={styles.panelHeading}>
        {intl.formatMessage({ id: 'dataDictionary.topics.title' })}
      </h2>
      <ul className={styles.topicList}>
        <li>
          <Button
            variant={current === null ? 'primary' : 'ghost'}
            aria-pressed={current === null}
            onPress={() => choose(null)}
          >
            {intl.formatMessage({ id: 'dataDictionary.topics.all' })}
          </Button>
        </li>
        {GLOSSARY_TOPICS.map((topic) => (
          <li key={topic}>
            <Button
              variant={current === topic ? 'primary' : 'ghost'}
              aria-pressed={current === topic}
              onPress={() => choose(topic)}
            >
              {GLOSSARY_MESSAGES[locale].topics[topic]}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
