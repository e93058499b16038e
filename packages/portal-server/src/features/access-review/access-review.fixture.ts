// What the access review tests share: who signs in, for which company, and the seeded requests.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companyIdNamed } from '../../platform/testing/demo-records';
import { callApi, signIn, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { users } from '../identity';
import { accessRequests } from '../profile/profile.schema';

export const SUPER_ADMIN = 'superadmin@partner-insights.test';
export const SPECTATOR = 'spectator@partner-insights.test';
export const ACME_ADMIN = 'admin@acme-foods.test';
export const ACME_USER = 'user@acme-foods.test';
export const ASSOCIATE = 'associate@retailer.test';

/** Signs `email` in and, for a super admin or spectator, chooses the company named `companyName` as context. */
export async function signInFor(portal: SeededTestApp, email: string, companyName?: string): Promise<string> {
  const cookie = await signIn(portal.app, email);
  if (companyName) {
    const companyId = await companyIdNamed(portal.database.db, companyName);
    const chosen = await callApi(portal.app, `/api/users/set-context?companyId=${companyId}&reason=Access review`, {
      cookie,
    });
    expect(chosen.status).toBe(200);
  }
  return cookie;
}

/** The ids of the open requests `email` filed, oldest first. */
export async function openRequestIdsOf(portal: SeededTestApp, email: string): Promise<string[]> {
  const rows = await portal.database.db
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .innerJoin(users, eq(users.id, accessRequests.userId))
    .where(and(eq(users.email, email), eq(accessRequests.status, 'OPEN')))
    .orderBy(accessRequests.createdAt);
  return rows.map(({ id }) => id);
}
