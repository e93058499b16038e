import {
  DEFAULT_INCIDENT_PAGE_SIZE,
  IncidentCommentSchema,
  IncidentDetailViewSchema,
  IncidentPageSchema,
  type IncidentComment,
  type IncidentDetailView,
  type IncidentPage,
  type IncidentSummary,
  type Locale,
} from '@partner-insights/contracts';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient';
import type { LocaleStore } from '../../../stores/LocaleStore';
import type { RootStore } from '../../../stores/RootStore';
import { parseResult } from '../../../api/parseResult';
import { RemoteResource, WRITE } from '../../../stores/RemoteResource';

const INCIDENTS_PATH = '/osc/user/incidents';
const incidentPath = (incidentId: string): string => `${INCIDENTS_PATH}/${encodeURIComponent(incidentId)}`;
const addThreadPath = (incidentId: string): string => `/osc/user/incident/${encodeURIComponent(incidentId)}/addThread`;

const NOT_FOUND_STATUS = 404;

/**
 * The signed-in user's support tickets: their list a page at a time, one ticket with its comment thread, and the
 * comments the user adds to it. Comments added during this visit show at once, in the ticket and as its last update
 * in the list, without asking the server again.
 */
export class TicketsStore {
  page = 1;
  pageSize = DEFAULT_INCIDENT_PAGE_SIZE;
  /** The ticket the detail page shows. */
  ticketId: string | undefined = undefined;
  readonly list: RemoteResource<IncidentPage, [number, number]>;
  readonly detail: RemoteResource<IncidentDetailView, [string, Locale]>;
  readonly commentPost: RemoteResource<IncidentComment, [string, string]>;

  /** This visit's comments per ticket, oldest first. */
  readonly #addedComments = observable.map<string, readonly IncidentComment[]>();
  readonly #locale: LocaleStore;

  constructor(api: ApiClient, locale: LocaleStore) {
    this.#locale = locale;
    this.list = new RemoteResource(async (page: number, pageSize: number) =>
      parseResult(IncidentPageSchema, await api.get(INCIDENTS_PATH, { query: { page, page_size: pageSize } })),
    );
    // The server names the ticket's choices (support type, issues) in the language asked for.
    this.detail = new RemoteResource(async (incidentId: string, language: Locale) =>
      parseResult(
        IncidentDetailViewSchema,
        await api.get(incidentPath(incidentId), { headers: { 'Accept-Language': language } }),
      ),
    );
    this.commentPost = new RemoteResource(
      async (incidentId: string, text: string) =>
        parseResult(IncidentCommentSchema, await api.post(addThreadPath(incidentId), { text })),
      WRITE,
    );
    makeAutoObservable(this, { list: false, detail: false, commentPost: false }, { autoBind: true });
  }

  /**
   * The current page's tickets. While another page loads these stay (the spec does not mark the ticket list
   * loading), so only the very first load has nothing to show.
   */
  get tickets(): readonly IncidentSummary[] {
    return (this.list.data?.items ?? []).map((ticket) => {
      const lastComment = this.#addedComments.get(ticket.incidentId)?.at(-1);
      return lastComment ? { ...ticket, lastUpdatedOn: lastComment.createdOn } : ticket;
    });
  }

  get total(): number {
    return this.list.data?.total ?? 0;
  }

  /** True until a first page has arrived (and after a failure): the list has nothing to keep showing. */
  get isFirstLoad(): boolean {
    return this.list.data === null && this.list.status !== 'error';
  }

  loadList(): Promise<void> {
    return this.list.run(this.page, this.pageSize);
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.loadList();
  }

  setPageSize(pageSize: number): Promise<void> {
    this.pageSize = pageSize;
    this.page = 1;
    return this.loadList();
  }

  /**
   * Loads a ticket for the detail page in the reader's language (again when it changes); what was said about another
   * ticket's comment is forgotten.
   */
  openTicket(incidentId: string): Promise<void> {
    if (incidentId !== this.ticketId) this.commentPost.reset();
    this.ticketId = incidentId;
    return this.detail.run(incidentId, this.#locale.locale);
  }

  /** The open ticket with this visit's comments in its thread, once loaded; null while another one shows. */
  get ticket(): IncidentDetailView | null {
    const loaded = this.detail.data;
    if (!loaded || loaded.incidentId !== this.ticketId) return null;
    const known = new Set(loaded.comments.map((comment) => comment.id));
    const added = (this.#addedComments.get(loaded.incidentId) ?? []).filter((comment) => !known.has(comment.id));
    const lastComment = added.at(-1);
    return lastComment
      ? { ...loaded, comments: [...loaded.comments, ...added], lastUpdatedOn: lastComment.createdOn }
      : loaded;
  }

  /** The server knows no such ticket among the user's own (another user's, or none at all). */
  get isTicketNotFound(): boolean {
    return this.detail.error?.status === NOT_FOUND_STATUS;
  }

  /** Posts a comment to the open ticket; on success it joins the thread. */
  async addComment(text: string): Promise<boolean> {
    const incidentId = this.ticketId;
    if (!incidentId || this.commentPost.isLoading) return false;
    await this.commentPost.run(incidentId, text);
    const comment = this.commentPost.data;
    if (!comment) return false;
    runInAction(() => {
      this.#addedComments.set(incidentId, [...(this.#addedComments.get(incidentId) ?? []), comment]);
    });
    return true;
  }
}

/** The ticket tracking area's store, for RootStore.areaStore. */
export const createTicketsStore = ({ api, locale }: RootStore): TicketsStore => new TicketsStore(api, locale);
