import type { AdminDenialReading } from '@partner-insights/contracts';
import { PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ActionLink } from '../../../components/ActionLink/ActionLink';
import * as layout from '../../../components/page/pageLayout.css';
import { pageHeading, pageLead } from '../../../components/page/pageTypography.css';
import type { MessageId } from '../../../i18n/catalogues';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useStores } from '../../../stores/StoresContext';
import { ADMIN_CARDS } from '../../../routes/adminCards';
import { AdminCardList } from './AdminCardList';

/** The spec's two readings of the refusal; the portal's configuration picks one. */
const REFUSALS = {
  administrator: 'admin.denied.administrator',
  admin: 'admin.denied.admin',
} as const satisfies Readonly<Record<AdminDenialReading, MessageId>>;

/**
 * /admin, "General and Access Settings": a card for each admin area the user's permissions open. A signed-in user
 * with none is told they are not an administrator, here rather than on the access-denied page. The access audit's
 * banner shows above it, from the shell.
 */
const AdminLandingPage = observer(function AdminLandingPage() {
  useAreaMessages('admin');
  const { session, config } = useStores();
  const { formatMessage } = useIntl();
  const cards = ADMIN_CARDS.filter((card) => session.hasPermission(card.permission));

  if (cards.length === 0) {
    const reading = config.configuration.data?.adminDenialReading ?? 'administrator';
    return (
      <div className={layout.page.narrow}>
        <h1 className={pageHeading}>{formatMessage({ id: REFUSALS[reading] })}</h1>
        <p className={pageLead}>{formatMessage({ id: 'admin.denied.description' })}</p>
        <div className={layout.actions}>
          <ActionLink to="/apps">{formatMessage({ id: 'admin.denied.goToApps' })}</ActionLink>
        </div>
      </div>
    );
  }

  return (
    <div className={layout.page.wide}>
      <PageHeader
        title={formatMessage({ id: 'admin.title' })}
        description={formatMessage({ id: 'admin.description' })}
      />
      <AdminCardList cards={cards} />
    </div>
  );
});

export default AdminLandingPage;
