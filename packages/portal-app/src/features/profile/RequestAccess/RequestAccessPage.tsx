import { MAX_REQUESTOR_NOTE_LENGTH } from '@partner-insights/contracts';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorPanel,
  PageHeader,
  Pagination,
  SearchField,
  Skeleton,
  TextField,
} from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ViewOnlyNotice } from '../../../components/ViewOnlyNotice/ViewOnlyNotice';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createAccessRequestStore } from '../stores/AccessRequestStore';
import * as profileStyles from '../Profile/ProfilePage.css';
import { AskYourAdmins } from './AskYourAdmins';
import { ProductAccessList } from './ProductAccessList';
import * as layout from '../../../components/page/pageLayout.css';

/**
 * /profile/requestAccess: internal users choose products they lack and request them with a note; external users are
 * shown their company's administrators to ask.
 */
const RequestAccessPage = observer(function RequestAccessPage() {
  useAreaMessages('profile');
  const { products, locale } = useStores();
  const accessRequests = useAreaStore(createAccessRequestStore);
  const intl = useIntl();
  const language = locale.locale;

  // Product texts come in the reader's language: a switch loads the list again.
  useEffect(() => {
    void accessRequests.load();
  }, [accessRequests, language]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The launch list shows the new pending tiles on its next visit, not the access it loaded before.
    if (await accessRequests.submit()) products.catalogue.reset();
  };

  const header = (
    <PageHeader
      title={intl.formatMessage({ id: 'requestAccess.title' })}
      description={intl.formatMessage({
        id: accessRequests.isInternalUser ? 'requestAccess.description' : 'requestAccess.contactAdministrator',
      })}
    />
  );
  if (!accessRequests.isInternalUser) {
    return (
      <div className={layout.page.narrow}>
        {header}
        <AskYourAdmins />
      </div>
    );
  }

  const { access, request } = accessRequests;
  return (
    <div className={layout.page.narrow}>
      {header}
      {/* Spectators see the products and their access, and request none. */}
      {!accessRequests.canRequest && <ViewOnlyNotice />}
      {request.status === 'success' && (
        <Alert tone="success" title={intl.formatMessage({ id: 'requestAccess.workingOnAccess' })}>
          {intl.formatMessage({ id: 'requestAccess.takesUpToTwoDays' })}
        </Alert>
      )}
      {request.status === 'error' && (
        <Alert tone="critical">{intl.formatMessage({ id: 'requestAccess.requestFailed' })}</Alert>
      )}
      <form className={profileStyles.form} onSubmit={(event) => void submit(event)}>
        <SearchField
          label={intl.formatMessage({ id: 'requestAccess.search' })}
          defaultValue={accessRequests.search}
          onSearch={(term) => void accessRequests.setSearch(term)}
        />
        <Card as="section">
          {access.status === 'error' && <ErrorPanel onRefresh={() => void accessRequests.load()} />}
          {access.status === 'loading' && (
            <Skeleton rows={5} label={intl.formatMessage({ id: 'requestAccess.loading' })} />
          )}
          {access.status === 'success' &&
            (accessRequests.items.length === 0 ? (
              <EmptyState kind="noResults" term={accessRequests.search || undefined} />
            ) : (
              <ProductAccessList />
            ))}
        </Card>
        {accessRequests.total > 0 && (
          <Pagination
            page={accessRequests.page}
            pageSize={accessRequests.pageSize}
            totalCount={accessRequests.total}
            onPageChange={(page) => void accessRequests.setPage(page)}
            onPageSizeChange={(pageSize) => void accessRequests.setPageSize(pageSize)}
          />
        )}
        {accessRequests.canRequest && (
          <>
            <TextField
              label={intl.formatMessage({ id: 'requestAccess.note' })}
              description={intl.formatMessage({ id: 'requestAccess.noteHint' })}
              isMultiline
              isOptional
              maxLength={MAX_REQUESTOR_NOTE_LENGTH}
              value={accessRequests.note}
              onChange={accessRequests.setNote}
            />
            <div className={layout.actions}>
              <Button type="submit" isDisabled={!accessRequests.canSubmit}>
                {intl.formatMessage({ id: 'requestAccess.submit' }, { count: accessRequests.selected.size })}
              </Button>
            </div>
          </>
        )}
      </form>
    </div>
  );
});

export default RequestAccessPage;
