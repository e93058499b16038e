import { appUserType, hasPermission, isBasicUser, type UserDetails } from '@partner-insights/contracts';
import type { MessageId } from '../../i18n/catalogues';
import { ADMIN_CARDS } from '../../routes/adminCards';

export interface NavigationLink {
  readonly to: string;
  readonly labelId: MessageId;
}

/** The main navigation a reader may use: support for everyone; apps, knowledge base and (when permitted) admin once signed in. */
export function navigationFor(user: UserDetails | null): readonly NavigationLink[] {
  const support: NavigationLink = { to: '/support', labelId: 'nav.support' };
  if (!user) return [support];
  const permissions = user.authz.permissions ?? [];
  const isAdmin =
    appUserType(user) === 'SUPER_ADMIN' || ADMIN_CARDS.some(({ permission }) => hasPermission(permissions, permission));
  return [
    { to: '/apps', labelId: 'nav.apps' },
    support,
    { to: isBasicUser(user) ? '/knowledgeBase/basic' : '/knowledgeBase/home', labelId: 'nav.knowledgeBase' },
    ...(isAdmin ? [{ to: '/admin', labelId: 'nav.admin' } as const] : []),
  ];
}
