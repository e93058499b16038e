import type { UserRow, UserRowTab } from '@partner-insights/contracts';

export type UserAction = 'editAccess' | 'grantAccess' | 'block' | 'unblock' | 'delete' | 'resendInvite';

/**
 * A row's menu on its tab. A pending row has one only while it is a CREATE_USER request at one of its stages (spec
 * administration-and-content §4), and only an invitation still waiting can be sent again. Sponsored suppliers
 * belong to their agency: they are listed, not managed here.
 */
export function rowActionsOf(tab: UserRowTab, row: UserRow): readonly UserAction[] {
  switch (tab) {
    case 'userManagement':
      return ['editAccess', 'block', 'delete'];
    case 'blockedUserManagement':
      return ['unblock', 'delete'];
    case 'pendingUserManagement':
      if (row.type !== 'CREATE_USER' || row.stage === null) return [];
      return row.stage === 'INVITATION_SENT' ? ['resendInvite', 'delete'] : ['delete'];
    case 'sponsoredSupplier':
      return [];
  }
}

/** What the selected rows of a tab can have done to them at once. */
export const BULK_ACTIONS: Readonly<Record<UserRowTab, readonly UserAction[]>> = {
  userManagement: ['grantAccess', 'block', 'delete'],
  pendingUserManagement: ['delete'],
  blockedUserManagement: ['unblock', 'delete'],
  sponsoredSupplier: [],
};
