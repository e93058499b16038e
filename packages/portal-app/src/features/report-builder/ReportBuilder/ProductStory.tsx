import type { LearnMore } from '@partner-insights/contracts';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { sectionHeading } from '../../../components/page/pageTypography.css';
import * as styles from './ReportBuilderPage.css';

type Story = Extract<NonNullable<LearnMore>, { comingSoon: false }>;

/** The product's story from the launch list's Learn more: what it does, who can use it, how to get access. */
export function ProductStory({ story }: { readonly story: Story }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.story}>
      <h2 id={headingId} className={sectionHeading}>
        {story.title}
      </h2>
      <h3 className={styles.storyLabel}>{intl.formatMessage({ id: 'reportBuilder.whatItDoes' })}</h3>
      <p className={styles.storyText}>{story.description}</p>
      {story.keyNotes.length > 0 && (
        <ul className={styles.keyNotes}>
          {story.keyNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {story.audience && (
        <>
          <h3 className={styles.storyLabel}>{intl.formatMessage({ id: 'reportBuilder.whoCanUseIt' })}</h3>
          <p className={styles.storyText}>{story.audience}</p>
        </>
      )}
      {story.howToGetAccess && (
        <>
          <h3 className={styles.storyLabel}>{intl.formatMessage({ id: 'reportBuilder.howToGetAccess' })}</h3>
          <p className={styles.storyText}>{story.howToGetAccess}</p>
        </>
      )}
    </section>
  );
}
