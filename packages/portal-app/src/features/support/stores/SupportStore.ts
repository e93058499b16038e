import {
  BOT_CHALLENGE_STATUS,
  CONTACT_US_PARTS,
  ContactUsCreatedSchema,
  INCIDENT_PARTS,
  IncidentCreatedSchema,
  SupportConfigurationSchema,
  type ContactUsRequest,
  type IncidentCreated,
  type IncidentDetail,
  type Locale,
  type SupportConfiguration,
  type SupportFormReading,
} from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import type { ConfigStore } from '../../../stores/ConfigStore';
import { FormDrafts, type DraftStorage, type DraftValues } from '../../../stores/FormDrafts';
import type { LocaleStore } from '../../../stores/LocaleStore';
import { RemoteResource } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';
import type { SessionStore } from '../../identity';

/** The two support forms, each with its own draft. */
export type SupportFormId = 'incident' | 'contactUs';

/** The support desk's kind of record a ticket raised in the portal becomes (POST incidents?oscType=…). */
export const TICKET_OSC_TYPE = 'incident';

/** How a contact-us post ended: sent, or left when the reader closed the bot challenge (nothing was sent). */
export type ContactUsOutcome = 'sent' | 'challengeClosed';

export interface SupportStoreDependencies {
  readonly config: ConfigStore;
  readonly locale: LocaleStore;
  readonly session: SessionStore;
  /** Where drafts are kept (the tab's sessionStorage in the app). */
  readonly draftStorage: DraftStorage;
}

/**
 * Support: what the support forms offer (GET analyticsReports, in the reader's language), raising a ticket with an
 * optional attachment, contacting the support desk behind the bot check, and the drafts of both forms.
 */
export class SupportStore {
  readonly configuration: RemoteResource<SupportConfiguration, [Locale]>;

  readonly #api: ApiClient;
  readonly #config: ConfigStore;
  readonly #locale: LocaleStore;
  readonly #session: SessionStore;
  readonly #drafts: FormDrafts;

  constructor(api: ApiClient, { config, locale, session, draftStorage }: SupportStoreDependencies) {
    this.#api = api;
    this.#config = config;
    this.#locale = locale;
    this.#session = session;
    this.#drafts = new FormDrafts(draftStorage);
    this.configuration = new RemoteResource(async (language: Locale) =>
      parseResult(
        SupportConfigurationSchema,
        // The spec names the language in a `locale` header; a 401 here is the support page's to route.
        await api.get('/analyticsReports', { headers: { locale: language }, authorized: false }),
      ),
    );
    makeAutoObservable(this, { configuration: false }, { autoBind: true });
  }

  /** How the forms read optionality (the portal configuration's setting; the server validates by the same). */
  get reading(): SupportFormReading {
    return this.#config.configuration.data?.supportFormReading ?? 'optional';
  }

  /** Support pages send a reader whose session the configuration call refused to raise a ticket instead. */
  get isConfigurationRefused(): boolean {
    return this.configuration.error?.status === 401;
  }

  loadConfiguration(): Promise<void> {
    return this.configuration.run(this.#locale.locale);
  }

  /** Raises a ticket; rejects when it was not created, so the form offers Try again with the values kept. */
  async createTicket(detail: IncidentDetail, attachment: File | null): Promise<IncidentCreated> {
    const body = multipart(INCIDENT_PARTS, detail, attachment);
    const response = parseResult(
      IncidentCreatedSchema,
      await this.#api.post('/incidents', body, { query: { oscType: TICKET_OSC_TYPE } }),
    );
    if (response.error) throw new Error(response.error.message);
    this.clearDraft('incident');
    return response.result;
  }

  /** Sends a contact-us request, through the bot challenge when the server asks for it; rejects when it failed. */
  async contactUs(request: ContactUsRequest, attachment: File | null): Promise<ContactUsOutcome> {
    const body = multipart(CONTACT_US_PARTS, request, attachment);
    const response = parseResult(
      ContactUsCreatedSchema,
      await this.#api.post('/lcs/contact-us', body, { botPrevention: true }),
    );
    if (response.error?.status === BOT_CHALLENGE_STATUS) return 'challengeClosed';
    if (response.error) throw new Error(response.error.message);
    this.clearDraft('contactUs');
    return 'sent';
  }

  draftOf(form: SupportFormId): DraftValues | undefined {
    return this.#drafts.read(this.#draftKey(form));
  }

  saveDraft(form: SupportFormId, values: Readonly<Record<string, unknown>>): void {
    this.#drafts.save(this.#draftKey(form), values);
  }

  clearDraft(form: SupportFormId): void {
    this.#drafts.clear(this.#draftKey(form));
  }

  /** Drafts belong to whoever typed them: another user signing in to the same tab never sees them. */
  #draftKey(form: SupportFormId): string {
    return `${form}.${this.#session.user?.login_id ?? 'visitor'}`;
  }
}

/** The form's fields as a JSON part, beside the attachment when there is one. */
function multipart(parts: { readonly detail: string; readonly file: string }, detail: unknown, file: File | null) {
  const body = new FormData();
  body.set(parts.detail, JSON.stringify(detail));
  if (file) body.set(parts.file, file);
  return body;
}

/** The support area's store, for RootStore.areaStore. */
export const createSupportStore = ({ api, config, locale, session, draftStorage }: RootStore): SupportStore =>
  new SupportStore(api, { config, locale, session, draftStorage });
