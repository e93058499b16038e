import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { SYSTEM_ACTOR, type AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { JobHandler, JobKind } from '../../platform/jobs';
import { utcDayOf } from '../access-review/calendar-days';
import { companies } from '../identity';
import { partnerAssociations } from './partner-associations.schema';

type PartnerLapsePayload = { readonly associationId: string };
type PartnerLapseResult = { readonly lapsed: boolean };

/** Ends a time-limited association once its last day (UTC) has passed. */
export const partnerLapseJob: JobKind<PartnerLapsePayload, PartnerLapseResult> = {
  name: 'partner-associations.lapse',
  payload: v.object({ associationId: v.pipe(v.string(), v.uuid()) }),
  result: v.object({ lapsed: v.boolean() }),
};

/**
 * Deletes the association when it still has an end date and that day has passed: one changed since (extended, or
 * made open-ended) stays, so a repeated or early run changes nothing. The portal itself is recorded as the actor.
 */
export function partnerLapseHandler(
  clock: Clock,
  audit: AuditTrail,
): JobHandler<PartnerLapsePayload, PartnerLapseResult> {
  return ({ payload: { associationId }, complete }) =>
    complete(async (tx) => {
      const [association] = await tx
        .select({
          companyId: partnerAssociations.companyId,
          endsOn: partnerAssociations.endsOn,
          partnerName: companies.name,
          partnerCode: companies.businessCode,
        })
        .from(partnerAssociations)
        .innerJoin(companies, eq(companies.id, partnerAssociations.partnerCompanyId))
        .where(eq(partnerAssociations.id, associationId))
        .for('update', { of: partnerAssociations });
      const endsOn = association?.endsOn;
      if (!association || !endsOn || endsOn >= utcDayOf(clock())) return { lapsed: false };
      await tx
        .delete(partnerAssociations)
        .where(and(eq(partnerAssociations.id, associationId), eq(partnerAssociations.endsOn, endsOn)));
      await audit.record(tx, SYSTEM_ACTOR, {
        event: 'PARTNER_ASSOCIATION_LAPSED',
        entityId: association.partnerCode,
        details: { partner: association.partnerName, partnerCode: association.partnerCode, endsOn },
        companyId: association.companyId,
      });
      return { lapsed: true };
    });
}
