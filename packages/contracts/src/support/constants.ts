import type { Market } from '../markets';

/** The account types a support request is raised for (spec portal-shell §3): OSC's ids. */
export const SUPPORT_ACCOUNT_TYPES = { supplier: 25, associate: 23 } as const;
export type SupportAccountTypeId = (typeof SUPPORT_ACCOUNT_TYPES)[keyof typeof SUPPORT_ACCOUNT_TYPES];
export const SUPPORT_ACCOUNT_TYPE_IDS = [SUPPORT_ACCOUNT_TYPES.supplier, SUPPORT_ACCOUNT_TYPES.associate] as const;

/** The account types a user may choose: basic vendors raise requests as suppliers only. */
export function supportAccountTypesFor(user: { isBasicVendor: boolean }): readonly SupportAccountTypeId[] {
  return user.isBasicVendor ? [SUPPORT_ACCOUNT_TYPES.supplier] : SUPPORT_ACCOUNT_TYPE_IDS;
}

/** Largest attachment accepted: 10 MB, i.e. 10485760 bytes; one byte more is refused. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** Content types an attachment may have: documents, spreadsheets, screenshots and plain-text exports. */
export const ATTACHMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'text/plain',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** The support configuration's fixed ids (spec portal-shell §9). */
export const SUPPORT_CONFIGURATION_IDS = {
  requestAccess: { supportType: 1463, issue: 2047 },
  basicVendor: { supportType: 1465, issue: 1805 },
  dataQuestions: 1858,
  dssToReportBuilderAttributes: 1810,
  contactReasons: 102685,
  queues: [201, 198, 369],
  suppliers: [132, 133],
  caller: 23,
  entryType: 3,
  products: [1461, 1843],
} as const;

/**
 * The support types (category level one) each market offers. The spec gives the US 11 ids without naming
 * them: these are the three every market shares (1463 to 1465), the two further support types it names
 * (data questions 1858, DSS to report builder attributes 1810) and the six ids that follow 1465.
 */
export const ACTIVE_SUPPORT_TYPE_IDS: Readonly<Record<Market, readonly number[]>> = {
  US: [1463, 1464, 1465, 1466, 1467, 1468, 1469, 1470, 1471, 1810, 1858],
  MX: [1463, 1464, 1465],
  CA: [1463, 1464, 1465],
};
