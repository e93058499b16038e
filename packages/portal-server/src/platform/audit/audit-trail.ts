import { PORTAL_SOURCE_APP, type ActivityEvent } from '@partner-insights/contracts';
import type { Clock } from '../clock';
import type { DbTransaction } from '../db/database';
import { describeActivity, type ActivityDetailsOf } from './activity-descriptions';
import { activityLog } from './activity-log.schema';

/** Who a change is made by, as the request that makes it knows them. */
export interface Actor {
  /** Null for a visitor who is not signed in; `loginId` then names them as they named themselves. */
  readonly userId: string | null;
  readonly loginId: string;
  /** The company the actor acts for: their home company, or the one a super admin chose. */
  readonly companyId: string | null;
  /** Set when a super admin (or spectator) acts in a chosen company's context. */
  readonly actingSuperAdmin: { readonly userId: string; readonly loginId: string } | null;
  /** The client address of the request; null when the change has no request behind it. */
  readonly address: string | null;
}

/** The portal itself, for changes no request makes (a job, a lapse): no user, no company of its own. */
export const SYSTEM_ACTOR: Actor = {
  userId: null,
  loginId: 'system',
  companyId: null,
  actingSuperAdmin: null,
  address: null,
};

/** What changed: the event, what it changed and its details, which its sentence in every language is made from. */
export type Activity = {
  readonly [E in ActivityEvent]: {
    readonly event: E;
    readonly entityId: string;
    readonly details: ActivityDetailsOf[E];
    /** The company whose data changed, when not the actor's. */
    readonly companyId?: string | null;
  };
}[ActivityEvent];

export interface AuditTrail {
  /**
   * Records one change. It takes the change's transaction, not the database: an entry is written if and only
   * if the change it records commits.
   */
  record(tx: DbTransaction, actor: Actor, activity: Activity): Promise<void>;
  /** Records several changes by the same actor in one statement, with the same guarantee. */
  recordMany(tx: DbTransaction, actor: Actor, activities: readonly Activity[]): Promise<void>;
}

export function createAuditTrail(clock: Clock): AuditTrail {
  const entryOf = (actor: Actor, activity: Activity, at: Date) => ({
    createdAt: at,
    actorUserId: actor.userId,
    actor: actor.loginId,
    actingSuperAdminId: actor.actingSuperAdmin?.userId ?? null,
    actingSuperAdmin: actor.actingSuperAdmin?.loginId ?? null,
    companyId: activity.companyId === undefined ? actor.companyId : activity.companyId,
    entityId: activity.entityId,
    event: activity.event,
    // In the log's own language, English; the activity log gives its readers theirs, made from the details.
    eventDescription: describeActivity('en-US', activity, { actor: actor.loginId }),
    details: activity.details,
    sourceApp: PORTAL_SOURCE_APP,
    address: actor.address,
  });
  return {
    async record(tx, actor, activity) {
      await tx.insert(activityLog).values(entryOf(actor, activity, clock()));
    },
    async recordMany(tx, actor, activities) {
      if (activities.length === 0) return;
      const now = clock();
      await tx.insert(activityLog).values(activities.map((activity) => entryOf(actor, activity, now)));
    },
  };
}
