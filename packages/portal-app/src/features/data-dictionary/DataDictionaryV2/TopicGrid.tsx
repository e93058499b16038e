import { GLOSSARY_MESSAGES, GLOSSARY_TOPICS, type Locale } from '@partner-insights/contracts';
import { Card, Link } from '@partner-insights/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './topicGrid.css';

export interface TopicGridProps {
  readonly locale: Locale;
  /** The page's path: each topic links to it with `?topic=`. */
  readonly pathname: string;
}

/** Every topic as a card: its name links to its data elements, and a line says what it covers. */
export function TopicGrid({ locale, pathname }: TopicGridProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage({ id: 'dataDictionary.topics.title' })}
      </h2>
      <ul className={styles.grid}>
        {GLOSSARY_TOPICS.map((topic) => (
          <li key={topic}>
            <Card>
              <h3 className={styles.topicName}>
                <Link variant="standalone" href={`${pathname}?topic=${topic}`}>
                  {GLOSSARY_MESSAGES[locale].topics[topic]}
                </Link>
              </h3>
              <p className={styles.topicText}>{intl.formatMessage({ id: `dataDictionary.topics.${topic}` })}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
