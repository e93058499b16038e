import { useState, type ReactNode } from 'react';

import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import * as styles from './ProductTile.css';

/** What a tile tells a user who has no access yet about its product. */
export interface LearnMoreContent {
  title: string;
  /** What the app does. */
  description: string;
  keyNotes: readonly string[];
  /** An illustration; hidden if it fails to load. */
  image?: { src: string; alt: string };
  /** Who may use the app. */
  audience?: string;
  /** How to get access to it. */
  howToGetAccess?: string;
  subText?: string;
}

export type LearnMoreLabel = 'whatItDoes' | 'whoCanUseIt' | 'howToGetAccess' | 'requestAccess';

export interface LearnMoreDialogProps extends Pick<DialogProps, 'isOpen' | 'onOpenChange'> {
  content: LearnMoreContent;
  /** The section headings and the action's label, in the reader's language. */
  labels: Readonly<Record<LearnMoreLabel, string>>;
  /** Where the reader's access stands, when it is already requested. */
  status?: ReactNode;
  /** Offers "Request access", which closes the dialog and calls this. */
  onRequestAccess?: () => void;
}

/**
 * The product's "Learn more" story, in a dialog opened by the tile's button: what the app does, who can use it
 * and how to get access, with "Request access" when the reader may ask for it.
 */
export function LearnMoreDialog({ content, labels, status, onRequestAccess, ...openState }: LearnMoreDialogProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const { title, description, keyNotes, image, audience, howToGetAccess, subText } = content;
  // A story told in sections gets their headings; a bare one (e.g. "coming soon") is a paragraph.
  const hasSections = audience !== undefined || howToGetAccess !== undefined;

  return (
    <Dialog
      {...openState}
      title={title}
      size="large"
      actions={
        onRequestAccess &&
        ((close) => (
          <Button
            onPress={() => {
              close();
              onRequestAccess();
            }}
          >
            {labels.requestAccess}
          </Button>
        ))
      }
    >
      {hasSections && <h3 className={styles.learnMoreHeading}>{labels.whatItDoes}</h3>}
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
      {audience !== undefined && (
        <>
          <h3 className={styles.learnMoreHeading}>{labels.whoCanUseIt}</h3>
          <p className={styles.learnMoreParagraph}>{audience}</p>
        </>
      )}
      {howToGetAccess !== undefined && (
        <>
          <h3 className={styles.learnMoreHeading}>{labels.howToGetAccess}</h3>
          <p className={styles.learnMoreParagraph}>{howToGetAccess}</p>
        </>
      )}
      {subText && <p className={styles.subText}>{subText}</p>}
      {status}
    </Dialog>
  );
}
