import * as v from 'valibot';

/** One of the company's administrators, as far as writing to them needs. */
export const CompanyAdminSchema = v.object({
  name: v.string(),
  email: v.pipe(v.string(), v.email()),
});
export type CompanyAdmin = v.InferOutput<typeof CompanyAdminSchema>;

/**
 * Answer of GET v1/identity/company-admins: the active administrators of the company the signed-in external user
 * acts for, by name. Empty when the company has none.
 */
export const CompanyAdminsSchema = v.object({ items: v.array(CompanyAdminSchema) });
export type CompanyAdmins = v.InferOutput<typeof CompanyAdminsSchema>;
