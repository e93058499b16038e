import { Skeleton } from '@partner-insights/ui';

/** The shape of a document while it loads: its lines, where the title and paragraphs will be. */
export function ContentDocumentSkeleton() {
  return <Skeleton rows={12} />;
}
