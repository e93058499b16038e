import { GLOSSARY_MESSAGES, type GlossaryEntry, type Locale } from '@partner-insights/contracts';
import { Button, Card } from '@partner-insights/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import * as layout from '../../../components/page/pageLayout.css';
import * as styles from './dataDictionary.css';
import { entryWords } from './useGlossaryColumns';

export interface EntryDetailsProps {
  readonly entry: GlossaryEntry;
  readonly locale: Locale;
  readonly onClose: () => void;
}

/** Every field of the open entry, the whole definition included; it takes focus when opened from the table. */
export function EntryDetails({ entry, locale, onClose }: EntryDetailsProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [entry.id]);
  const { columns } = GLOSSARY_MESSAGES[locale];
  const words = entryWords(entry, locale);
  const fields: readonly [string, string][] = [
    [columns.technicalName, entry.technical_name],
    [columns.dssName, entry.dss_business_name],
    [columns.dataType, entry.type],
    [columns.fieldType, words.fieldType],
    [columns.availableTo, words.availableTo],
    [columns.products, words.products],
  ];
  return (
    <Card as="section">
      <div className={styles.details}>
        <div className={layout.sectionHeader}>
          <h2 ref={heading} tabIndex={-1} className={styles.panelHeading}>
            {entry.business_name}
          </h2>
          <Button variant="secondary" size="small" onPress={onClose}>
            {intl.formatMessage({ id: 'dataDictionary.closeDetails' })}
          </Button>
        </div>
        <p className={styles.definition}>{entry.business_definition}</p>
        <dl className={layout.details}>
          {fields.map(([term, value]) => (
            <div key={term}>
              <dt className={layout.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
