import { EmptyState, ErrorPanel } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ContentDocumentSkeleton } from '../../../components/ContentDocument';
import type { ApiError } from '../../../api/ApiClient';
import type { RemoteStatus } from '../../../stores/RemoteResource';

export interface KbResourceStateProps<T> {
  readonly resource: { readonly status: RemoteStatus; readonly data: T | null; readonly error: ApiError | null };
  /** What shows once the data is in. */
  readonly children: (data: T) => ReactNode;
  readonly onRetry: () => void;
  /** The skeleton of the page's own shape; a document's lines unless given. */
  readonly skeleton?: ReactNode;
}

/**
 * The states every knowledge-base page goes through: its skeleton while loading, the spec's access-denied text
 * (403), not found (404), the error panel for anything else (a success without content included), then the page.
 */
function KbResourceStateView<T>({ resource, children, onRetry, skeleton }: KbResourceStateProps<T>) {
  const intl = useIntl();
  const { status, data, error } = resource;
  if (status === 'success' && data !== null) return <>{children(data)}</>;
  if (status !== 'error') return <>{skeleton ?? <ContentDocumentSkeleton />}</>;
  if (error?.status === 403) {
    return (
      <EmptyState
        kind="noData"
        title={intl.formatMessage({ id: 'kb.accessDenied.title' })}
        description={intl.formatMessage({ id: 'kb.accessDenied.text' })}
      />
    );
  }
  if (error?.status === 404) {
    return (
      <EmptyState
        kind="noData"
        title={intl.formatMessage({ id: 'kb.notFound.title' })}
        description={intl.formatMessage({ id: 'kb.notFound.text' })}
      />
    );
  }
  return <ErrorPanel onRefresh={onRetry} />;
}

export const KbResourceState = observer(KbResourceStateView) as <T>(props: KbResourceStateProps<T>) => ReactNode;
