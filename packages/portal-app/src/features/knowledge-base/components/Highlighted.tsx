import type { HighlightPart } from '@partner-insights/contracts';
import { Fragment } from 'react';
import * as styles from './knowledgeBase.css';

/**
 * Text with the server's matched words marked: built from parts, so no markup ever comes from the answer. Parts are
 * keyed by position: they never move, and the same text may repeat.
 */
export function Highlighted({ parts }: { readonly parts: readonly HighlightPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          // Plain text, not an element: an element's own text is trimmed when a link's name is computed.
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
