import { Alert, Button, Card, Link, PageHeader } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAreaMessages } from '../../../i18n/useAreaMessages';
import { useAreaStore, useStores } from '../../../stores/StoresContext';
import { createAccessRequestStore } from '../stores/AccessRequestStore';
import { PreferencesForm } from './PreferencesForm';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';
import { sectionHeading } from '../../../components/page/pageTypography.css';
import * as layout from '../../../components/page/pageLayout.css';

type DetailsMode = 'reading' | 'editing' | 'saved';

/** /profile: the user's details, which they may edit, and their language and time zone preferences. */
const ProfilePage = observer(function ProfilePage() {
  useAreaMessages('profile');
  const { profile } = useStores();
  const accessRequests = useAreaStore(createAccessRequestStore);
  const intl = useIntl();
  const [mode, setMode] = useState<DetailsMode>('reading');
  const { user } = profile;

  useEffect(() => {
    void profile.loadPreferences();
  }, [profile]);

  const startEditing = () => {
    // A failure of an earlier attempt is no news to a fresh edit.
    profile.profileSave.reset();
    setMode('editing');
  };

  if (!user) return null;
  return (
    <div className={layout.page.narrow}>
      <PageHeader
        title={intl.formatMessage({ id: 'profile.title' })}
        description={intl.formatMessage({ id: 'profile.description' })}
      />
      {!profile.canEdit && <Alert tone="info">{intl.formatMessage({ id: 'profile.readOnly' })}</Alert>}
      <Card as="section">
        <div className={layout.section}>
          <div className={layout.sectionHeader}>
            <h2 className={sectionHeading}>{intl.formatMessage({ id: 'profile.details.title' })}</h2>
            {profile.canEdit && mode !== 'editing' && (
              <Button variant="secondary" onPress={startEditing}>
                {intl.formatMessage({ id: 'profile.edit' })}
              </Button>
            )}
          </div>
          {mode === 'saved' && (
            <Alert tone="success" onDismiss={() => setMode('reading')}>
              {intl.formatMessage({ id: 'profile.saved' })}
            </Alert>
          )}
          {mode === 'editing' ? (
            <ProfileEditForm user={user} onClose={(saved) => setMode(saved ? 'saved' : 'reading')} />
          ) : (
            <ProfileDetails user={user} />
          )}
        </div>
      </Card>
      <Card as="section">
        <div className={layout.section}>
          <h2 className={sectionHeading}>{intl.formatMessage({ id: 'profile.preferences.title' })}</h2>
          <p className={layout.sectionNote}>{intl.formatMessage({ id: 'profile.preferences.description' })}</p>
          <PreferencesForm />
        </div>
      </Card>
      {accessRequests.canRequest && (
        <p className={layout.sectionNote}>
          <Link href="/profile/requestAccess">{intl.formatMessage({ id: 'profile.requestAccess' })}</Link>
        </p>
      )}
    </div>
  );
});

export default ProfilePage;
