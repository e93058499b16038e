import { PORTAL_SOURCE_APP } from '@partner-insights/contracts';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { describeActivity } from '../../../platform/audit/activity-descriptions';
import { activityLog } from '../../../platform/audit/activity-log.schema';
import type { Activity } from '../../../platform/audit/audit-trail';
import type { Clock } from '../../../platform/clock';
import type { DbTransaction } from '../../../platform/db/database';
import { companies, users } from '../../../platform/db/schema';
import { demoCompanies, demoUsers, type DemoCompanyKey } from '../../../platform/db/seed/demo-data';
import { hasDemoAccounts } from '../../../platform/db/seed/seed-demo-data';
import type { SeedPart } from '../../../platform/db/seed/seed-part';
import {
  changeOf,
  domainAdded,
  partnerAssociated,
  signedIn,
  userBlocked,
  userInvited,
  type CompanyMaterial,
} from './demo-activities';
import { materialOf, type SeededUser } from './demo-material';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The default view of the log spans 30 days: the recent history fills them, the older entries lie before. */
const RECENT_SPAN_MS = 30 * DAY_MS - 2 * HOUR_MS;

/**
 * How many recent changes each company's history holds: Acme Foods enough to page through at every page size,
 * the others a few pages.
 */
const HISTORY_LENGTHS: Readonly<Partial<Record<DemoCompanyKey, number>>> = {
  acmeFoods: 150,
  nopalFoods: 36,
  mapleGoods: 32,
  goldenPrairieMills: 28,
  brightsideAgency: 24,
};
/** Every sixth change is an admin signing in; every ninth is the super admin acting for the company. */
const SIGN_IN_EVERY = 6;
const ACTING_EVERY = 9;

interface Person {
  readonly id: string | null;
  readonly loginId: string;
}

interface Entry {
  readonly at: Date;
  readonly actor: Person;
  readonly acting: boolean;
  readonly activity: Activity;
}

/** Each seeded admin signs in from an address of their own, from the range kept for documentation. */
const addressOf = (actor: Person, people: readonly Person[]) =>
  `203.0.113.${
    10 +
    Math.max(
      people.findIndex(({ loginId }) => loginId === actor.loginId),
      0,
    )
  }`;

function rowOf(companyId: string, people: readonly Person[], { at, actor, acting, activity }: Entry) {
  return {
    createdAt: at,
    actorUserId: actor.id,
    actor: actor.loginId,
    actingSuperAdminId: acting ? actor.id : null,
    actingSuperAdmin: acting ? actor.loginId : null,
    companyId,
    entityId: activity.entityId,
    event: activity.event,
    eventDescription: describeActivity('en-US', activity, { actor: actor.loginId }),
    details: activity.details,
    sourceApp: PORTAL_SOURCE_APP,
    address: addressOf(actor, people),
  };
}

/** The company's last 30 days, one change every few hours, newest an hour ago. */
function recentEntries(
  material: CompanyMaterial,
  admins: readonly Person[],
  superAdmin: Person,
  length: number,
  now: Date,
): Entry[] {
  const spacing = RECENT_SPAN_MS / length;
  return Array.from({ length }, (_, index): Entry | undefined => {
    const at = new Date(now.getTime() - HOUR_MS - index * spacing - ((index * 37) % 50) * MINUTE_MS);
    const admin = admins[index % Math.max(admins.length, 1)];
    if (admin && index % SIGN_IN_EVERY === 0)
      return { at, actor: admin, acting: false, activity: signedIn(admin.loginId) };
    const activity = changeOf(material, index);
    if (!activity) return undefined;
    const acting = !admin || index % ACTING_EVERY === 4;
    return { at, actor: acting ? superAdmin : admin, acting, activity };
  }).filter((entry) => entry !== undefined);
}

/** Before the default view: how the company set up its domains and agencies, and its first invitations. */
function olderEntries(material: CompanyMaterial, admins: readonly Person[], superAdmin: Person, now: Date): Entry[] {
  const [admin] = admins;
  const actor = admin ?? superAdmin;
  const acting = !admin;
  const activities = [
    ...material.domains.slice(0, 1).map(domainAdded),
    ...material.partners.map(partnerAssociated),
    ...material.invitees.slice(0, 2).map(userInvited),
  ];
  return [
    ...activities.map((activity, index) => ({
      at: new Date(now.getTime() - (31 + index * 3) * DAY_MS - index * HOUR_MS),
      actor,
      acting,
      activity,
    })),
    ...(admin
      ? [{ at: new Date(now.getTime() - 33 * DAY_MS), actor: admin, acting, activity: signedIn(admin.loginId) }]
      : []),
  ];
}

/** The company's blocked users, each blocked when and by whom the user list says. */
function blockingEntries(own: readonly SeededUser[], admins: readonly Person[], now: Date): Entry[] {
  return own.flatMap(({ loginId, blockedAt, blockedBy, blockedReason }) => {
    if (!blockedAt || !blockedBy || blockedAt > now) return [];
    const actor = admins.find((admin) => admin.loginId === blockedBy) ?? { id: null, loginId: blockedBy };
    return [{ at: blockedAt, actor, acting: false, activity: userBlocked(loginId, blockedReason ?? '') }];
  });
}

async function demoCompanyIds(tx: DbTransaction): Promise<Map<string, DemoCompanyKey>> {
  const keys = Object.keys(HISTORY_LENGTHS) as DemoCompanyKey[];
  const rows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      inArray(
        companies.name,
        keys.map((key) => demoCompanies[key].name),
      ),
    );
  return new Map(
    rows.flatMap(({ id, name }) => keys.filter((key) => demoCompanies[key].name === name).map((key) => [id, key])),
  );
}

async function insertDemoActivityLog(tx: DbTransaction, now: Date): Promise<void> {
  const companyKeys = await demoCompanyIds(tx);
  const [superAdminAccount] = demoUsers;
  const [superAdmin] = superAdminAccount
    ? await tx
        .select({ id: users.id, loginId: users.loginId })
        .from(users)
        .where(eq(users.email, superAdminAccount.email))
    : [];
  if (!superAdmin) throw new Error('The demo accounts must be seeded before their activity log');
  const { users: seeded, material } = await materialOf(tx, [...companyKeys.keys()]);
  const rows = [...companyKeys].flatMap(([companyId, key]) => {
    const own = seeded.filter((user) => user.companyId === companyId);
    const admins = own.filter(({ role, status }) => role === 'SUPPLIER_ADMIN' && status === 'ACTIVE');
    const companyMaterial = material.get(companyId);
    if (!companyMaterial) return [];
    const people = [superAdmin, ...admins];
    return [
      ...recentEntries(companyMaterial, admins, superAdmin, HISTORY_LENGTHS[key] ?? 0, now),
      ...olderEntries(companyMaterial, admins, superAdmin, now),
      ...blockingEntries(own, admins, now),
    ].map((entry) => rowOf(companyId, people, entry));
  });
  if (rows.length > 0) await tx.insert(activityLog).values(rows);
}

/** Whether Acme Foods' log holds anything besides sign-ins: a company's history is seeded only into an empty log. */
async function hasDemoHistory(tx: DbTransaction): Promise<boolean> {
  const [acme] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, demoCompanies.acmeFoods.name));
  if (!acme) return false;
  return (
    (await tx.$count(
      activityLog,
      and(eq(activityLog.companyId, acme.id), notInArray(activityLog.event, ['SIGN_IN', 'SIGN_OUT'])),
    )) > 0
  );
}

/**
 * A month of the demo companies' administration up to `clock`'s now, for a database with the demo accounts and no
 * history yet.
 */
export const activityLogDemoParts = (clock: Clock): readonly SeedPart[] => [
  {
    applies: async (tx) => (await hasDemoAccounts(tx)) && !(await hasDemoHistory(tx)),
    insert: (tx) => insertDemoActivityLog(tx, clock()),
  },
];
