import { useId, useState } from 'react';
import { useFocusRing } from 'react-aria/useFocusRing';
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
      <TruncatedTextToggle isExpanded={isExpanded} textId={textId} onToggle={() => setExpanded(!isExpanded)}>
        {isExpanded ? (seeLessLabel ?? strings.format('seeLess')) : (seeMoreLabel ?? strings.format('seeMore'))}
      </TruncatedTextToggle>
    </span>
  );
}

interface TruncatedTextToggleProps {
  isExpanded: boolean;
  /** The id of the text the toggle shows more or less of. */
  textId: string;
  onToggle: () => void;
  children: string;
}

/**
 * A native button rather than react-aria's Button: tables show one per cut cell, and a page of them must
 * render quickly. Keyboard and pointer use are the browser's; the focus ring follows react-aria's
 * keyboard-only rule like every other control.
 */
function TruncatedTextToggle({ isExpanded, textId, onToggle, children }: TruncatedTextToggleProps) {
  const { isFocusVisible, focusProps } = useFocusRing();
  return (
    <button
      {...focusProps}
      type="button"
      aria-expanded={isExpanded}
      aria-controls={textId}
      data-focus-visible={isFocusVisible || undefined}
      onClick={onToggle}
      className={styles.toggle}
    >
      {children}
    </button>
  );
}
