import * as v from 'valibot';

/** Where a support request stands at the support desk. */
export const INCIDENT_STATUSES = ['UNRESOLVED', 'UPDATED', 'WAITING', 'SOLVED'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/**
 * Query of POST incidents: the support desk's kind of record the request becomes (the spec names the
 * parameter, not its values), a short token such as `incident`.
 */
export const IncidentCreateQuerySchema = v.object({
  oscType: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,39}$/, 'oscType must be a short token')),
});
export type IncidentCreateQuery = v.InferOutput<typeof IncidentCreateQuerySchema>;

/** Answer of POST incidents. */
export const IncidentCreatedSchema = v.object({
  incidentId: v.pipe(v.string(), v.uuid()),
  /** What the user quotes to the support desk, e.g. 261122-000042. */
  referenceNumber: v.string(),
});
export type IncidentCreated = v.InferOutput<typeof IncidentCreatedSchema>;

/** The multipart parts of POST incidents. */
export const INCIDENT_PARTS = { detail: 'incidentDetail', file: 'file' } as const;

/** The multipart parts of POST lcs/contact-us: the form's fields as JSON, and the optional attachment. */
export const CONTACT_US_PARTS = { detail: 'contactUs', file: 'file' } as const;

/** Answer of POST lcs/contact-us. */
export const ContactUsCreatedSchema = v.object({ requestId: v.pipe(v.string(), v.uuid()) });
export type ContactUsCreated = v.InferOutput<typeof ContactUsCreatedSchema>;
