import * as v from 'valibot';

export const HealthSchema = v.object({
  status: v.picklist(['ok', 'error']),
  database: v.picklist(['up', 'down']),
});
export type Health = v.InferOutput<typeof HealthSchema>;
