import { MAX_BULK_FILE_BYTES, BULK_FILE_EXTENSIONS } from '@partner-insights/contracts';
import { Alert, Button, Dialog, FileInput, Spinner, Stack } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BulkUsersStore } from '../stores/BulkUsersStore';
import { BulkCounts } from './BulkCounts';
import { BulkPreviewTable } from './BulkPreviewTable';
import { BulkProgress } from './BulkProgress';
import * as styles from './BulkUpload.css';

interface StepProps {
  readonly store: BulkUsersStore;
  /** Reports a download that failed, for the dialog's alert. */
  readonly onDownload: (download: Promise<boolean>) => void;
}

/** Choosing the file, beside the template to fill; the file's refusal, if it was refused. */
const ChooseStep = observer(function ChooseStep({ store, onDownload }: StepProps) {
  const intl = useIntl();
  const kind = store.kind ?? 'create';
  const uploading = store.phase === 'uploading';
  return (
    <Stack space="medium">
      <p className={styles.note}>{intl.formatMessage({ id: `bulkUsers.intro.${kind}` })}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => onDownload(store.downloadTemplate(kind))}>
          {intl.formatMessage({ id: 'bulkUsers.downloadTemplate' })}
        </Button>
      </div>
      <FileInput
        label={intl.formatMessage({ id: 'bulkUsers.file' })}
        description={intl.formatMessage({ id: 'bulkUsers.fileHint' })}
        accept={[...BULK_FILE_EXTENSIONS]}
        maxSizeBytes={MAX_BULK_FILE_BYTES}
        tooLargeMessage={intl.formatMessage({ id: 'bulkUsers.tooLarge' })}
        file={store.file}
        onChange={store.chooseFile}
        isDisabled={uploading}
      />
      {store.refusal && (
        <Alert tone="critical">{intl.formatMessage({ id: `bulkUsers.refusal.${store.refusal}` })}</Alert>
      )}
      {store.failed && <Alert tone="critical">{intl.formatMessage({ id: 'bulkUsers.failed' })}</Alert>}
      {uploading && <Spinner size="inline" label={intl.formatMessage({ id: 'bulkUsers.uploading' })} />}
    </Stack>
  );
});

/** The preview: the counts, the override confirmation when rows are existing users, and the rows. */
const PreviewStep = observer(function PreviewStep({ store }: StepProps) {
  const intl = useIntl();
  const preview = store.preview;
  if (!preview) return null;
  return (
    <Stack space="medium">
      <BulkCounts counts={preview.counts} />
      {preview.needsOverrideConfirmation && (
        <Alert
          tone="caution"
          title={intl.formatMessage({ id: 'bulkUsers.override.title' })}
          action={{
            label: intl.formatMessage({ id: 'bulkUsers.override.confirm' }),
            onPress: () => void store.confirmOverride(),
          }}
        >
          {intl.formatMessage({ id: 'bulkUsers.override.body' }, { count: preview.counts.update })}
        </Alert>
      )}
      {store.toApply === 0 && <Alert tone="info">{intl.formatMessage({ id: 'bulkUsers.nothingToApply' })}</Alert>}
      {store.failed && <Alert tone="critical">{intl.formatMessage({ id: 'bulkUsers.failed' })}</Alert>}
      <BulkPreviewTable rows={preview.rows} />
    </Stack>
  );
});

/** The task: its progress while it runs, its result once done. */
const TaskStep = observer(function TaskStep({ store }: StepProps) {
  const intl = useIntl();
  const progress = store.progress;
  if (!progress) return null;
  const running = progress.status === 'running';
  return (
    <Stack space="medium">
      <p role="status">
        {intl.formatMessage(
          { id: running ? 'bulkUsers.task.running' : 'bulkUsers.task.done' },
          { fileName: progress.fileName },
        )}
      </p>
      {running && store.startedCount !== null && (
        <p className={styles.note}>{intl.formatMessage({ id: 'bulkUsers.started' }, { count: store.startedCount })}</p>
      )}
      <BulkProgress progress={progress} />
      {running ? (
        <p className={styles.note}>{intl.formatMessage({ id: 'bulkUsers.task.leave' })}</p>
      ) : (
        <p>{intl.formatMessage({ id: 'bulkUsers.task.result' }, { ...progress })}</p>
      )}
    </Stack>
  );
});

/** The buttons at the dialog's foot, by step. */
const Actions = observer(function Actions({ store, onDownload }: StepProps) {
  const intl = useIntl();
  const { phase, preview, progress } = store;
  const rejected =
    phase === 'task' ? (progress?.rejected ?? 0) + (progress?.failed ?? 0) : (preview?.counts.error ?? 0);
  const downloadRejected = rejected > 0 && (phase !== 'task' || progress?.status === 'done') && (
    <Button variant="secondary" onPress={() => onDownload(store.downloadRejectedRows())}>
      {intl.formatMessage({ id: 'bulkUsers.downloadRejected' })}
    </Button>
  );
  if (phase === 'choose' || phase === 'uploading') {
    return (
      <Button isDisabled={!store.file} isPending={phase === 'uploading'} onPress={() => void store.upload()}>
        {intl.formatMessage({ id: 'bulkUsers.upload' })}
      </Button>
    );
  }
  if (phase === 'preview' || phase === 'applying') {
    return (
      <div className={styles.actions}>
        <Button variant="ghost" onPress={() => store.open(store.kind ?? 'create')}>
          {intl.formatMessage({ id: 'bulkUsers.chooseAnother' })}
        </Button>
        {downloadRejected}
        <Button
          isDisabled={store.toApply === 0 || (preview?.needsOverrideConfirmation ?? false)}
          isPending={phase === 'applying'}
          onPress={() => void store.apply()}
        >
          {intl.formatMessage({ id: 'bulkUsers.apply' }, { count: store.toApply })}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      {downloadRejected}
      <Button variant="secondary" onPress={store.close}>
        {intl.formatMessage({ id: 'bulkUsers.close' })}
      </Button>
    </div>
  );
});

/**
 * Bulk upload or bulk edit, step by step: choose the file (the template to fill is offered), see the preview row by
 * row (confirming the override when rows are existing users), apply it, and follow the task.
 */
export const BulkUploadDialog = observer(function BulkUploadDialog({ store }: { readonly store: BulkUsersStore }) {
  const intl = useIntl();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const onDownload = (download: Promise<boolean>) => {
    setDownloadFailed(false);
    void download.then((saved) => setDownloadFailed(!saved));
  };
  if (!store.kind) return null;
  const stepProps = { store, onDownload };
  return (
    <Dialog
      isOpen
      size="large"
      onOpenChange={(isOpen) => !isOpen && store.close()}
      title={intl.formatMessage({ id: `bulkUsers.title.${store.kind}` })}
      actions={<Actions {...stepProps} />}
    >
      <Stack space="medium">
        {store.phase === 'task' ? (
          <TaskStep {...stepProps} />
        ) : store.phase === 'preview' || store.phase === 'applying' ? (
          <PreviewStep {...stepProps} />
        ) : (
          <ChooseStep {...stepProps} />
        )}
        {downloadFailed && <Alert tone="critical">{intl.formatMessage({ id: 'bulkUsers.downloadFailed' })}</Alert>}
      </Stack>
    </Dialog>
  );
});
