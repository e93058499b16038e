import { GLOSSARY_LOADING_ROWS } from '@partner-insights/contracts';
import { Skeleton } from '@partner-insights/ui';

/** The dictionary's table while its code loads: its header and the rows a page shows while it loads. */
export function GlossaryResultsSkeleton() {
  return <Skeleton variant="table" rows={GLOSSARY_LOADING_ROWS + 1} />;
}
