import type {
  IncidentComment,
  IncidentCreated,
  IncidentDetail,
  IncidentDetailView,
  IncidentListQuery,
  IncidentPage,
  IncidentSummary,
  Locale,
  Market,
} from '@partner-insights/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { type User } from '../identity';
import { attachmentFileRowOf, type CheckedAttachment } from './attachments/checked-attachment';
import type { SupportConfigurationService } from './support-configuration-service';
import { incidentAttachments, incidentComments, incidents } from './support.schema';

export interface NewIncident {
  readonly user: User;
  readonly actor: Actor;
  readonly market: Market;
  readonly oscType: string;
  readonly detail: IncidentDetail;
  readonly attachment: CheckedAttachment | undefined;
}

export interface IncidentService {
  /** Stores the incident and its attachment together: both or neither. */
  create(incident: NewIncident): Promise<IncidentCreated>;
  /** One page of the user's own incidents, newest first. */
  listOwn(user: User, query: IncidentListQuery): Promise<IncidentPage>;
  /**
   * The user's own incident with its choices named in `locale` and its thread; undefined for anyone else's, as for
   * one that does not exist.
   */
  ownDetail(user: User, incidentId: string, locale: Locale): Promise<IncidentDetailView | undefined>;
  /** The file attached to the user's own incident; undefined for anyone else's, or when it has none. */
  ownAttachment(user: User, incidentId: string): Promise<CheckedAttachment | undefined>;
  /** Adds the user's comment to their own incident; undefined when it is not theirs. */
  addOwnComment(user: User, actor: Actor, incidentId: string, text: string): Promise<IncidentComment | undefined>;
}

/** Longest subject a ticket list shows; the description's first line, cut here. */
const MAX_SUBJECT_LENGTH = 80;

function subjectOf(description: string): string {
  const firstLine = description.split('\n')[0]?.trim() ?? '';
  return firstLine.length > MAX_SUBJECT_LENGTH ? `${firstLine.slice(0, MAX_SUBJECT_LENGTH - 1)}…` : firstLine;
}

/** The number users quote to the support desk: the day it was raised (UTC) and the portal-wide count. */
export function referenceNumberOf({ number, createdAt }: { number: number; createdAt: Date }): string {
  const day = createdAt.toISOString().slice(2, 10).replaceAll('-', '');
  return `${day}-${String(number).padStart(6, '0')}`;
}

const summaryColumns = {
  incidentId: incidents.id,
  number: incidents.number,
  subject: incidents.subject,
  statusInfo: incidents.status,
  createdAt: incidents.createdAt,
  lastUpdatedAt: incidents.lastUpdatedAt,
};

interface SummaryRow {
  readonly incidentId: string;
  readonly number: number;
  readonly subject: string;
  readonly statusInfo: IncidentSummary['statusInfo'];
  readonly createdAt: Date;
  readonly lastUpdatedAt: Date;
}

const toSummary = ({ number, createdAt, lastUpdatedAt, ...row }: SummaryRow): IncidentSummary => ({
  ...row,
  referenceNumber: referenceNumberOf({ number, createdAt }),
  createdOn: createdAt.toISOString(),
  lastUpdatedOn: lastUpdatedAt.toISOString(),
});

interface CommentRow {
  readonly id: string;
  readonly text: string;
  readonly authorUserId: string | null;
  readonly authorName: string;
  readonly createdAt: Date;
}

/** A comment as its ticket's owner reads it: anyone but them writing on their ticket is the support desk. */
const toComment = (row: CommentRow, owner: User): IncidentComment => ({
  id: row.id,
  text: row.text,
  author: row.authorName,
  fromSupportDesk: row.authorUserId !== owner.id,
  createdOn: row.createdAt.toISOString(),
});

type FieldValue = IncidentDetailView['fields'][string];

/** The form's fields as the detail shows them: those left out in the optional reading are not listed. */
const fieldsOf = (detail: IncidentDetail): IncidentDetailView['fields'] =>
  Object.fromEntries(Object.entries(detail).filter((entry): entry is [string, FieldValue] => entry[1] !== undefined));

const ownIncident = (user: User, incidentId: string) =>
  and(eq(incidents.id, incidentId), eq(incidents.userId, user.id));

export interface IncidentServiceDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly audit: AuditTrail;
  /** Names the choices a ticket was raised under. */
  readonly supportConfiguration: Pick<SupportConfigurationService, 'choiceNames'>;
}

export function createIncidentService({
  db,
  clock,
  audit,
  supportConfiguration,
}: IncidentServiceDependencies): IncidentService {
  return {
    async create({ user, actor, market, oscType, detail, attachment }) {
      const now = clock();
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(incidents)
          .values({
            userId: user.id,
            market,
            oscType,
            subject: subjectOf(detail.situationDescription),
            detail,
            createdAt: now,
            lastUpdatedAt: now,
          })
          .returning({ id: incidents.id, number: incidents.number, createdAt: incidents.createdAt });
        if (!created) throw new Error('The incident was not stored');
        if (attachment) {
          await tx.insert(incidentAttachments).values({ incidentId: created.id, ...attachmentFileRowOf(attachment) });
        }
        const referenceNumber = referenceNumberOf(created);
        await audit.record(tx, actor, {
          event: 'TICKET_CREATED',
          entityId: referenceNumber,
          details: { referenceNumber, attachment: attachment !== undefined },
        });
        return { incidentId: created.id, referenceNumber };
      });
    },

    async listOwn(user, { page, page_size }) {
      const rows = await db
        .select(summaryColumns)
        .from(incidents)
        .where(eq(incidents.userId, user.id))
        .orderBy(desc(incidents.createdAt), desc(incidents.number))
        .limit(page_size)
        .offset((page - 1) * page_size);
      const total = await db.$count(incidents, eq(incidents.userId, user.id));
      return { items: rows.map(toSummary), page, page_size, total };
    },

    async ownDetail(user, incidentId, locale) {
      const [found] = await db
        .select({
          ...summaryColumns,
          detail: incidents.detail,
          attachmentName: incidentAttachments.fileName,
          attachmentSize: incidentAttachments.size,
          attachmentType: incidentAttachments.contentType,
        })
        .from(incidents)
        .leftJoin(incidentAttachments, eq(incidentAttachments.incidentId, incidents.id))
        .where(ownIncident(user, incidentId));
      if (!found) return undefined;
      const comments = await db
        .select()
        .from(incidentComments)
        .where(eq(incidentComments.incidentId, incidentId))
        .orderBy(asc(incidentComments.createdAt));
      const { detail, attachmentName, attachmentSize, attachmentType, ...summary } = found;
      return {
        ...toSummary(summary),
        fields: fieldsOf(detail),
        choices: await supportConfiguration.choiceNames(locale, detail),
        attachment:
          attachmentName === null || attachmentSize === null || attachmentType === null
            ? null
            : { name: attachmentName, size: attachmentSize, contentType: attachmentType },
        comments: comments.map((comment) => toComment(comment, user)),
      };
    },

    async ownAttachment(user, incidentId) {
      const [found] = await db
        .select({
          fileName: incidentAttachments.fileName,
          contentType: incidentAttachments.contentType,
          content: incidentAttachments.content,
        })
        .from(incidentAttachments)
        .innerJoin(incidents, eq(incidents.id, incidentAttachments.incidentId))
        .where(ownIncident(user, incidentId));
      return found;
    },

    async addOwnComment(user, actor, incidentId, text) {
      const now = clock();
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(incidents)
          .set({ lastUpdatedAt: now })
          .where(ownIncident(user, incidentId))
          .returning({ id: incidents.id, number: incidents.number, createdAt: incidents.createdAt });
        if (!updated) return undefined;
        const [comment] = await tx
          .insert(incidentComments)
          .values({
            incidentId,
            authorUserId: user.id,
            authorName: `${user.firstName} ${user.lastName}`,
            text,
            createdAt: now,
          })
          .returning();
        if (!comment) throw new Error('The comment was not stored');
        const referenceNumber = referenceNumberOf(updated);
        await audit.record(tx, actor, {
          event: 'TICKET_COMMENTED',
          entityId: referenceNumber,
          details: { referenceNumber },
        });
        return toComment(comment, user);
      });
    },
  };
}
