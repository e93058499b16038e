import * as v from 'valibot';
import { adminListQuery, adminPage, IsoDateSchema } from './admin-paging';

/** Why an agency cannot be associated; the app words each in the reader's language. */
export const PARTNER_PROBLEMS = ['unknownCode', 'notAgency', 'alreadyAssociated'] as const;
export type PartnerProblem = (typeof PARTNER_PROBLEMS)[number];

/** Longest business code. */
export const MAX_BUSINESS_CODE_LENGTH = 32;

const BusinessCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter the partner code'),
  v.maxLength(MAX_BUSINESS_CODE_LENGTH, `Keep the partner code to ${MAX_BUSINESS_CODE_LENGTH} characters`),
);

/** The apps of the company a partner may use, each once, one at least. */
const AppCodesSchema = v.pipe(
  v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(64))),
  v.minLength(1, 'Choose at least one app'),
  v.maxLength(50),
  v.checkItems((code, index, codes) => codes.indexOf(code) === index, 'Choose each app once'),
);

/** The last day of a time-limited association, or none. */
const EndsOnSchema = v.optional(v.nullable(IsoDateSchema), null);

/** Query of GET companies/{id}/partner-associations/validate. */
export const PartnerCodeQuerySchema = v.object({ businessCode: BusinessCodeSchema });

/** The agency a partner code names. */
export const PartnerCompanySchema = v.object({
  id: v.string(),
  companyName: v.string(),
  businessCode: v.string(),
  adminEmail: v.string(),
});
export type PartnerCompany = v.InferOutput<typeof PartnerCompanySchema>;

/** Answer of the validate call: the agency, or why it cannot be associated. */
export const PartnerCheckSchema = v.object({
  partnerCompany: v.optional(PartnerCompanySchema),
  problem: v.optional(v.picklist(PARTNER_PROBLEMS)),
});
export type PartnerCheck = v.InferOutput<typeof PartnerCheckSchema>;

/** Body of POST companies/{id}/partner-associations. */
export const NewPartnerAssociationSchema = v.object({
  businessCode: BusinessCodeSchema,
  apps: AppCodesSchema,
  endsOn: EndsOnSchema,
});
export type NewPartnerAssociation = v.InferOutput<typeof NewPartnerAssociationSchema>;

/** Body of PUT companies/{id}/partner-associations/{associationId}. */
export const PartnerAssociationChangeSchema = v.object({ apps: AppCodesSchema, endsOn: EndsOnSchema });
export type PartnerAssociationChange = v.InferOutput<typeof PartnerAssociationChangeSchema>;

/** Fields the partner list sorts by; the first is the default. */
export const PARTNER_SORT_FIELDS = ['partner', 'partnerCode', 'createdOn'] as const;

/** Query of GET companies/{id}/partner-associations/. */
export const PartnerAssociationListQuerySchema = v.object(adminListQuery(PARTNER_SORT_FIELDS));
export type PartnerAssociationListQuery = v.InferOutput<typeof PartnerAssociationListQuerySchema>;

/** One of the company's apps, as a partner's access names it. */
export const PartnerAppSchema = v.object({ code: v.string(), title: v.string() });
export type PartnerApp = v.InferOutput<typeof PartnerAppSchema>;

/** One association: the agency, the apps it may use, and the last day when it is time-limited. */
export const PartnerAssociationRowSchema = v.object({
  id: v.string(),
  partnerCompany: PartnerCompanySchema,
  appAccess: v.array(PartnerAppSchema),
  endsOn: v.nullable(v.string()),
  uiCreatedOnDate: v.string(),
});
export type PartnerAssociationRow = v.InferOutput<typeof PartnerAssociationRowSchema>;

export const PartnerAssociationListSchema = adminPage(PartnerAssociationRowSchema);
export type PartnerAssociationList = v.InferOutput<typeof PartnerAssociationListSchema>;

/** Query of GET v2/identity/tenants/{tenantId}/products: the partner whose apps to mark. */
export const TenantProductsQuerySchema = v.object({
  associated_tenant_id: v.optional(v.pipe(v.string(), v.uuid())),
});

/** The company's apps a partner may be given; `associated` when the named partner has it already. */
export const TenantProductSchema = v.object({ code: v.string(), title: v.string(), associated: v.boolean() });
export type TenantProduct = v.InferOutput<typeof TenantProductSchema>;

/** Body of POST v2/identity/tenants/{tenantId}/fetch-active-partner-access-apps. */
export const ActivePartnerAppsQuerySchema = v.object({
  partnerTenantIds: v.pipe(v.array(v.pipe(v.string(), v.uuid())), v.minLength(1), v.maxLength(100)),
});

/** Each partner's apps of the company under an active association. */
export const ActivePartnerAppsSchema = v.array(v.object({ partnerTenantId: v.string(), apps: v.array(v.string()) }));
export type ActivePartnerApps = v.InferOutput<typeof ActivePartnerAppsSchema>;
