import { INTERNAL_USER_GROUPS } from '@partner-insights/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../platform/db/check-constraints';
import { users } from '../identity/identity.schema';

/**
 * What global user management shows of a user beyond the account: the internal group (merchants and asset
 * protection have tabs of their own), the blackout/SBU, the BUO area number and the attributes filtered by.
 */
export const userOrgProfiles = pgTable(
  'user_org_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    internalGroup: text('internal_group', { enum: INTERNAL_USER_GROUPS }),
    sbu: text('sbu'),
    buoAreaNumber: text('buo_area_number'),
    attributes: text('attributes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    check('user_org_profiles_internal_group_check', isOneOf(table.internalGroup, INTERNAL_USER_GROUPS)),
    index('user_org_profiles_internal_group_idx').on(table.internalGroup),
    index('user_org_profiles_sbu_idx').on(table.sbu),
    index('user_org_profiles_attributes_idx').using('gin', table.attributes),
  ],
);
