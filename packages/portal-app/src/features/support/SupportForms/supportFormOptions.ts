import type { SupportConfiguration } from '@partner-insights/contracts';
import type { FieldOption } from '@partner-insights/forms';

/** What the support forms' choice fields offer, from the support configuration. */
export interface SupportFormOptions {
  readonly accountTypes: readonly FieldOption[];
  readonly supportTypes: readonly FieldOption[];
  /**
   * Issues, issue types and sub-issue types as one list grouped by parent (spec portal-shell §3): an issue hangs
   * on its support type, the deeper levels on the entry above them. The issue fields each offer their parent's.
   */
  readonly issues: readonly FieldOption[];
}

export function supportFormOptions({
  accountTypes,
  supportTypes,
  issueGroups,
}: SupportConfiguration): SupportFormOptions {
  return {
    accountTypes,
    supportTypes,
    issues: issueGroups.flatMap(({ supportTypeId, items }) =>
      items.map(({ id, title, parentId }) => ({ id, title, parentId: parentId ?? supportTypeId })),
    ),
  };
}
