import { useState } from 'react';

import { Dialog, type DialogProps } from '../Dialog';
import * as styles from './ProductTile.css';

/** What a tile tells a user who has no access yet about its product. */
export interface LearnMoreContent {
  title: string;
  description: string;
  keyNotes: readonly string[];
  /** An illustration; hidden if it fails to load. */
  image?: { src: string; alt: string };
  subText?: string;
}

export interface LearnMoreDialogProps extends Pick<DialogProps, 'isOpen' | 'onOpenChange'> {
  content: LearnMoreContent;
}

/** The product's "Learn more" story, in a dialog opened by the tile's button. */
export function LearnMoreDialog({ content, ...openState }: LearnMoreDialogProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const { title, description, keyNotes, image, subText } = content;

  return (
    <Dialog {...openState} title={title} size="large">
      <p className={styles.learnMoreParagraph}>{description}</p>
      {keyNotes.length > 0 && (
        <ul className={styles.keyNotes}>
          {keyNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {image && !imageFailed && (
        <img src={image.src} alt={image.alt} className={styles.learnMoreImage} onError={() => setImageFailed(true)} />
      )}
      {subText && <p className={styles.subText}>{subText}</p>}
    </Dialog>
  );
}
