import {
  AccessAuditStateSchema,
  type AccessAudit,
  type AccessAuditCompletion,
  type AccessAuditState,
} from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { firstAnswerOf } from '../../../stores/firstAnswerOf';
import { RemoteResource, WRITE } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';

const accessAuditPath = (companyId: string): string => `/companies/${encodeURIComponent(companyId)}/access-audit`;

/** Every confirmation the audit asks for, given: what completing it sends. */
export const ALL_CONFIRMED: AccessAuditCompletion = { reviewedUsers: true, madeChanges: true, acknowledged: true };

/**
 * The access audit of the company an admin acts for (spec portal-shell §3): whether one is due and by when, and
 * its completion with the three confirmations. The server's answer to the completion is the audit's new state.
 */
export class AccessAuditStore {
  readonly state: RemoteResource<AccessAuditState, [string]>;
  readonly completion: RemoteResource<AccessAuditState, [string]>;
  #companyId: string | undefined;

  constructor(api: ApiClient) {
    this.state = new RemoteResource(async (companyId: string) =>
      parseResult(AccessAuditStateSchema, await api.get(accessAuditPath(companyId))),
    );
    this.completion = new RemoteResource(
      async (companyId: string) =>
        parseResult(AccessAuditStateSchema, await api.put(accessAuditPath(companyId), ALL_CONFIRMED)),
      WRITE,
    );
    makeAutoObservable(this, { state: false, completion: false, answered: false }, { autoBind: true });
  }

  /** The company's audit as last known: the completion's answer once it is sent, else what was loaded. */
  get audit(): AccessAudit | null {
    return (this.completion.data ?? this.state.data)?.audit ?? null;
  }

  /**
   * The day (YYYY-MM-DD) by which the audit must be completed, while it is due (neither completed nor past its
   * deadline); null otherwise or until known.
   */
  get dueDate(): string | null {
    const audit = this.audit;
    return audit && audit.completedAt === null && audit.blockedAt === null ? audit.dueDate : null;
  }

  get isCompleting(): boolean {
    return this.completion.isLoading;
  }

  get completionFailed(): boolean {
    return this.completion.status === 'error';
  }

  load(companyId: string): Promise<void> {
    // Another company's completion says nothing about this one.
    if (companyId !== this.#companyId) this.completion.reset();
    this.#companyId = companyId;
    return this.state.run(companyId);
  }

  /**
   * Settles once the company's audit has its first answer (or failed): the same promise for the same company, so a
   * banner can wait on it while it renders.
   */
  readonly answered = firstAnswerOf((companyId: string) => this.load(companyId));

  /** Completes the audit of the company loaded last; true once the server recorded it. */
  async complete(): Promise<boolean> {
    if (!this.#companyId) return false;
    await this.completion.run(this.#companyId);
    return this.completion.status === 'success';
  }
}

/** The access audit's store, for RootStore.areaStore: made when an admin's banner first needs it. */
export const createAccessAuditStore = ({ api }: RootStore): AccessAuditStore => new AccessAuditStore(api);
