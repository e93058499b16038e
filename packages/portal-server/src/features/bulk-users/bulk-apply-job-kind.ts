import * as v from 'valibot';
import type { JobKind } from '../../platform/jobs';

const BulkApplyPayloadSchema = v.object({ taskId: v.pipe(v.string(), v.uuid()) });
const BulkApplyResultSchema = v.object({ applied: v.number(), failed: v.number() });

/** Applies a bulk task's valid rows, a chunk per transaction; run again after a crash, it resumes. */
export const bulkApplyJob: JobKind<
  v.InferOutput<typeof BulkApplyPayloadSchema>,
  v.InferOutput<typeof BulkApplyResultSchema>
> = {
  name: 'bulk-users.apply',
  payload: BulkApplyPayloadSchema,
  result: BulkApplyResultSchema,
  // An interrupted run resumes where it stopped; a failing one should not give up on a large file too soon.
  maxAttempts: 10,
};
