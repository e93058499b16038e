import * as v from 'valibot';

/** The error envelope every failed API call answers with: error {status, headers, message, details}. */
export const ErrorEnvelopeSchema = v.object({
  error: v.object({
    status: v.pipe(v.number(), v.integer()),
    message: v.string(),
    headers: v.optional(v.record(v.string(), v.string())),
    details: v.optional(v.unknown()),
  }),
});
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelopeSchema>;

export function errorEnvelope(status: number, message: string, details?: unknown): ErrorEnvelope {
  return { error: { status, message, ...(details === undefined ? {} : { details }) } };
}
