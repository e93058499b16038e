import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import * as styles from './TruncatedText.css';
import { truncateText } from './truncateText';
import { truncatedTextMessages } from './truncatedTextMessages';

export interface TruncatedTextProps {
  text: string;
  /** Characters shown before the cut; 50 unless told. */
  maxLength?: number;
  /** Overrides the localised "see more". */
  seeMoreLabel?: string;
  /** Overrides the localised "see less". */
  seeLessLabel?: string;
}

/**
 * Long text cut at `maxLength` characters with a "see more" / "see less" toggle. The toggle
 * reports its state (`aria-expanded`) and points at the text it controls. Text that fits is
 * shown whole, with no toggle.
 */
export function TruncatedText({ text, maxLength = 50, seeMoreLabel, seeLessLabel }: TruncatedTextProps) {
  const strings = useLocalizedStringFormatter(truncatedTextMessages, '@partner-insights/ui');
  const [isExpanded, setExpanded] = useState(false);
  const textId = useId();
  const truncated = truncateText(text, maxLength);

  if (truncated === null) return <span className={styles.text}>{text}</span>;

  return (
    <span>
      <span id={textId} className={styles.text}>
        {isExpanded ? text : `${truncated}…`}
      </span>
      <Button
        aria-expanded={isExpanded}
        aria-controls={textId}
        onPress={() => setExpanded(!isExpanded)}
        className={styles.toggle}
      >
        {isExpanded ? (seeLessLabel ?? strings.format('seeLess')) : (seeMoreLabel ?? strings.format('seeMore'))}
      </Button>
    </span>
  );
}
