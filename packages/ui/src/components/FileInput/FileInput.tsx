import { useId, useRef, useState } from 'react';
import { DropZone, FileTrigger, LabelContext, isFileDropItem, useLocale, type DropItem } from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { useControlledState } from 'react-stately/useControlledState';

import { Button } from '../Button';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type FieldTextProps } from '../Field';
import { IconButton } from '../IconButton';
import * as styles from './FileInput.css';
import { defaultMaxSizeBytes, formatFileSize, isWithinMaxSize } from './fileSize';
import { fileInputMessages } from './fileInputMessages';

export interface FileInputProps extends Omit<FieldTextProps, 'errorMessage'> {
  /** The chosen file (controlled). */
  file?: File | null;
  /** The file chosen at first (uncontrolled). */
  defaultFile?: File | null;
  /** Runs with a newly chosen file within the size limit, or null when it is removed. */
  onChange?: (file: File | null) => void;
  /** MIME types or extensions the picker offers and a drop accepts, e.g. `['application/pdf', '.xlsx']`. */
  accept?: string[];
  /** Largest file accepted, in bytes (10 MB, 10485760 bytes, by default); larger ones show an error. */
  maxSizeBytes?: number;
  isDisabled?: boolean;
  /** Marks the field invalid; `errorMessage` says why. */
  isInvalid?: boolean;
  errorMessage?: string;
  /** Overrides "Choose file". */
  chooseLabel?: string;
  /** Overrides "or drop it here". */
  dropLabel?: string;
  /** Overrides "Drop or paste a file", the drop area's name for keyboard and screen reader users. */
  dropZoneLabel?: string;
  /** Overrides "The file is too large. The maximum size is 10 MB." */
  tooLargeMessage?: string;
  /** Overrides the remove button's name, "Remove <file name>". */
  removeLabel?: string;
}

/**
 * One file, chosen with a button or dropped on the field, shown with its name and size and
 * removable. Files over `maxSizeBytes` are refused with an error naming the limit.
 */
export function FileInput({
  label,
  description,
  errorMessage,
  isOptional,
  optionalLabel,
  file,
  defaultFile = null,
  onChange,
  accept,
  maxSizeBytes = defaultMaxSizeBytes,
  isDisabled = false,
  isInvalid = false,
  chooseLabel,
  dropLabel,
  dropZoneLabel,
  tooLargeMessage,
  removeLabel,
}: FileInputProps) {
  const strings = useLocalizedStringFormatter(fileInputMessages, '@partner-insights/ui');
  const { locale } = useLocale();
  const [chosenFile, setChosenFile] = useControlledState(file, defaultFile, onChange);
  const [isTooLarge, setIsTooLarge] = useState(false);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();

  const choose = (candidate: File | undefined) => {
    if (!candidate) return;
    const fits = isWithinMaxSize(candidate.size, maxSizeBytes);
    setIsTooLarge(!fits);
    if (fits) setChosenFile(candidate);
  };

  const remove = () => {
    setChosenFile(null);
    chooseButton.current?.focus();
  };

  const error = isTooLarge
    ? (tooLargeMessage ?? strings.format('tooLarge', { maxSize: formatFileSize(maxSizeBytes, locale) }))
    : isInvalid && errorMessage;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className={fieldStyles.field}>
      <LabelContext.Provider value={{ id: labelId, elementType: 'span' }}>
        <FieldLabel isOptional={isOptional} optionalLabel={optionalLabel}>
          {label}
        </FieldLabel>
      </LabelContext.Provider>
      {/* The drop area is a tab stop of its own: focused, it takes a pasted file. */}
      <DropZone
        aria-label={dropZoneLabel ?? strings.format('dropZone')}
        isDisabled={isDisabled}
        getDropOperation={(types) => (accept && !accept.some((type) => types.has(type)) ? 'cancel' : 'copy')}
        onDrop={async (event) => choose(await firstFile(event.items))}
        className={styles.dropZone}
      >
        <FileTrigger acceptedFileTypes={accept} onSelect={(files) => choose(files?.[0])}>
          <Button ref={chooseButton} variant="secondary" isDisabled={isDisabled}>
            {chooseLabel ?? strings.format('chooseFile')}
          </Button>
        </FileTrigger>
        <span aria-hidden="true" className={styles.dropHint}>
          {dropLabel ?? strings.format('dropHint')}
        </span>
      </DropZone>
      {chosenFile && (
        <div className={styles.chosenFile}>
          <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={styles.fileIcon}>
            <path
              d="M11.5 2.75H6a1.25 1.25 0 0 0-1.25 1.25v12A1.25 1.25 0 0 0 6 17.25h8A1.25 1.25 0 0 0 15.25 16V6.5L11.5 2.75Z M11.25 2.75V6.75h4"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
          <span className={styles.fileName}>{chosenFile.name}</span>
          <span className={styles.fileSize}>{formatFileSize(chosenFile.size, locale)}</span>
          <IconButton
            variant="ghost"
            size="small"
            isDisabled={isDisabled}
            aria-label={removeLabel ?? strings.format('remove', { fileName: chosenFile.name })}
            onPress={remove}
            icon={
              <svg viewBox="0 0 20 20" fill="none">
                <path d="m5.5 5.5 9 9M14.5 5.5l-9 9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
            }
          />
        </div>
      )}
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </div>
  );
}

/** The first file among dropped items, if any. */
async function firstFile(items: DropItem[]): Promise<File | undefined> {
  const fileItem = items.find(isFileDropItem);
  return fileItem?.getFile();
}
