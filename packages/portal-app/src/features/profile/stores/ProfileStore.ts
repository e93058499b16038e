import {
  DEFAULT_TIMEZONE,
  UserDetailsSchema,
  StoredUserPreferencesSchema,
  type Locale,
  type Permission,
  type ProfileUpdate,
  type UserDetails,
  type UserPreferences,
} from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import type { LocaleStore } from '../../../stores/LocaleStore';
import { RemoteResource, WRITE } from '../../../stores/RemoteResource';
import type { SessionStore } from '../../identity';

const preferencesPath = (loginId: string): string => `/users/${encodeURIComponent(loginId)}/preferences`;
const profilePath = (companyId: string): string => `/companies/${encodeURIComponent(companyId)}/users/profile`;

const UPDATE_OWN_SETTINGS: Permission = { action: 'UPDATE', resource: 'USER_SETTINGS' };

/**
 * The signed-in user's profile: their own name and phone, and their language and time zone preferences, which
 * apply at once. Users without the right to change their settings (spectators) read it only.
 */
export class ProfileStore {
  readonly preferences: RemoteResource<UserPreferences, [string]>;
  readonly preferencesSave: RemoteResource<UserPreferences, [string, UserPreferences]>;
  readonly profileSave: RemoteResource<UserDetails, [string, ProfileUpdate]>;

  readonly #session: SessionStore;
  readonly #locale: LocaleStore;
  /** A language a visitor chose before signing in (on the sign-in page): it becomes their preference once they have. */
  #chosenBeforeSignIn: Locale | null = null;

  constructor(api: ApiClient, session: SessionStore, locale: LocaleStore) {
    this.#session = session;
    this.#locale = locale;
    this.preferences = new RemoteResource(async (loginId: string) =>
      parseResult(StoredUserPreferencesSchema, await api.get(preferencesPath(loginId))),
    );
    this.preferencesSave = new RemoteResource(
      async (loginId: string, preferences: UserPreferences) =>
        parseResult(StoredUserPreferencesSchema, await api.post(preferencesPath(loginId), preferences)),
      WRITE,
    );
    this.profileSave = new RemoteResource(
      async (companyId: string, update: ProfileUpdate) =>
        parseResult(UserDetailsSchema, await api.put(profilePath(companyId), update)),
      WRITE,
    );
    makeAutoObservable(this, { preferences: false, preferencesSave: false, profileSave: false }, { autoBind: true });
  }

  get user(): UserDetails | null {
    return this.#session.user;
  }

  /** Whether the user may change their own details and preferences (UPDATE on USER_SETTINGS; spectators may not). */
  get canEdit(): boolean {
    return this.#session.hasPermission(UPDATE_OWN_SETTINGS);
  }

  get timezone(): string {
    return this.user?.user_preferences.locale.timezone ?? DEFAULT_TIMEZONE;
  }

  /** Reads the saved preferences; the user's details then carry them, so the whole app follows. */
  async loadPreferences(): Promise<void> {
    const { user } = this;
    if (!user) return;
    await this.preferences.run(user.login_id);
    const loaded = this.preferences.data;
    if (loaded) this.#applyPreferences(loaded);
  }

  /** Switches the language at once and, for a user who may, keeps it as their preference. */
  async saveLanguage(locale: Locale): Promise<void> {
    void this.#locale.setLocale(locale);
    if (!this.user) this.#chosenBeforeSignIn = locale;
    await this.#savePreferences({ language_code: locale, locale: { timezone: this.timezone } });
  }

  /** The language the visitor chose before signing in, if they did; asked once, when the user arrives. */
  takeLanguageChosenBeforeSignIn(): Locale | null {
    const chosen = this.#chosenBeforeSignIn;
    this.#chosenBeforeSignIn = null;
    return chosen;
  }

  async saveTimezone(timezone: string): Promise<void> {
    await this.#savePreferences({ language_code: this.#locale.locale, locale: { timezone } });
  }

  /** Saves the user's own name and phone; the answer becomes the signed-in user. Resolves whether it saved. */
  async saveProfile(update: ProfileUpdate): Promise<boolean> {
    const companyId = this.user?.tenant?.id;
    if (!companyId || !this.canEdit) return false;
    await this.profileSave.run(companyId, update);
    const saved = this.profileSave.data;
    if (saved) this.#session.setUser(saved);
    return this.profileSave.status === 'success';
  }

  async #savePreferences(preferences: UserPreferences): Promise<void> {
    const { user } = this;
    if (!user || !this.canEdit) return;
    await this.preferencesSave.run(user.login_id, preferences);
    const saved = this.preferencesSave.data;
    if (saved) this.#applyPreferences(saved);
  }

  #applyPreferences(preferences: UserPreferences): void {
    const { user } = this;
    if (user) this.#session.setUser({ ...user, user_preferences: preferences });
  }
}
