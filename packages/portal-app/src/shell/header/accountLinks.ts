import type { MessageId } from '../../i18n/catalogues';

/** What the signed-in user's menu offers, in the header's menu and in the phone menu alike. */
export const ACCOUNT_LINKS: readonly { readonly to: string; readonly labelId: MessageId }[] = [
  { to: '/profile', labelId: 'header.profile' },
  { to: '/logout', labelId: 'header.signOut' },
];
