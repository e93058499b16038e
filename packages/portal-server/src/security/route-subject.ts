import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { demoUsers } from '../platform/db/seed/demo-data';
import {
  accessAudits,
  bulkTasks,
  companies,
  emailDomains,
  incidents,
  partnerAssociations,
  userRequests,
  users,
} from '../platform/db/schema';

/** An id no record has, for a route's parameter when the company holds no record of its kind. */
export const UNKNOWN_ID = '0b6f5c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e';

/**
 * Whose data a call names: a company, a user acting in it, and real records of that company for every kind of
 * record a path names, so that a call on another company's records names records that exist.
 */
export interface RouteSubject {
  readonly companyId: string;
  /** The user the call names as itself (`:loginId`, `userId`). */
  readonly loginId: string;
  /** Another user of the company, not a demo account, to block, delete or change. */
  readonly memberEmail: string;
  readonly memberId: string;
  readonly incidentId: string;
  readonly taskId: string;
  readonly userRequestId: string;
  readonly domainId: string;
  readonly domainName: string;
  readonly associationId: string;
  /** An access review campaign covering the company, or an unknown id. */
  readonly campaignId: string;
}

const DEMO_EMAILS = demoUsers.map(({ email }) => email);

async function firstId(rows: Promise<{ id: string }[]>): Promise<string> {
  return (await rows)[0]?.id ?? UNKNOWN_ID;
}

/** The subject of calls on company `companyName` by user `loginId`, with that company's first records. */
export async function routeSubject(db: Db, companyName: string, loginId: string): Promise<RouteSubject> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, companyName));
  if (!company) throw new Error(`No company ${companyName}`);
  const companyId = company.id;
  const memberIds = db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  const [member] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), notInArray(users.email, DEMO_EMAILS)))
    .orderBy(asc(users.email))
    .limit(1);
  const [domain] = await db
    .select({ id: emailDomains.id, domain: emailDomains.domain })
    .from(emailDomains)
    .where(eq(emailDomains.companyId, companyId))
    .limit(1);
  const [campaignAudit] = await db
    .select({ campaignId: accessAudits.campaignId })
    .from(accessAudits)
    .where(and(eq(accessAudits.companyId, companyId), isNotNull(accessAudits.campaignId)))
    .limit(1);
  return {
    companyId,
    loginId,
    memberEmail: member?.email ?? 'nobody@example.test',
    memberId: member?.id ?? UNKNOWN_ID,
    incidentId: await firstId(
      db.select({ id: incidents.id }).from(incidents).where(inArray(incidents.userId, memberIds)).limit(1),
    ),
    taskId: await firstId(db.select({ id: bulkTasks.id }).from(bulkTasks).where(eq(bulkTasks.companyId, companyId))),
    userRequestId: await firstId(
      db.select({ id: userRequests.id }).from(userRequests).where(eq(userRequests.companyId, companyId)).limit(1),
    ),
    domainId: domain?.id ?? UNKNOWN_ID,
    domainName: domain?.domain ?? 'unknown.test',
    associationId: await firstId(
      db
        .select({ id: partnerAssociations.id })
        .from(partnerAssociations)
        .where(eq(partnerAssociations.companyId, companyId))
        .limit(1),
    ),
    campaignId: campaignAudit?.campaignId ?? UNKNOWN_ID,
  };
}
