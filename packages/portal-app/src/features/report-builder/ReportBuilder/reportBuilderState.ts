import type { LaunchProduct } from '@partner-insights/contracts';

/** The catalogue's code of the product this page is the entry to. */
export const REPORT_BUILDER = 'REPORT_BUILDER';

/**
 * What the page offers the reader, from the launch list's entry: launch with access, wait while access is
 * pending, wait for the market where the product is still coming, otherwise its story and a request for access.
 */
export type ReportBuilderState = 'launch' | 'pending' | 'comingSoon' | 'requestAccess';

export function reportBuilderState({ accessStatus, learnMore }: LaunchProduct): ReportBuilderState {
  if (accessStatus === 'ACCESS_COMPLETE') return 'launch';
  if (accessStatus === 'ACCESS_PENDING') return 'pending';
  if (learnMore?.comingSoon) return 'comingSoon';
  return 'requestAccess';
}
