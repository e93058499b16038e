import { readFile } from 'node:fs/promises';
import { domainToASCII } from 'node:url';
import * as v from 'valibot';
import { parse } from 'yaml';

/** Roles a claim may give: never a super admin's, which only `portal:create-admin` makes. */
const MAPPABLE_ROLES = ['INTERNAL_ASSOCIATE', 'CATEGORY_MANAGER', 'MERCHANT', 'SUPPLIER_ADMIN'] as const;

const GrantSchema = v.object({
  role: v.picklist(MAPPABLE_ROLES),
  personas: v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

const ClaimMappingSchema = v.object({
  internalDomains: v.pipe(
    v.array(v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z0-9.-]+\.[a-z0-9-]+$/, 'must be a domain name'))),
    v.minLength(1),
  ),
  groups: v.array(v.object({ group: v.pipe(v.string(), v.minLength(1)), ...GrantSchema.entries })),
  default: v.nullable(GrantSchema),
});

export type ClaimMapping = v.InferOutput<typeof ClaimMappingSchema>;
export type MappedGrant = v.InferOutput<typeof GrantSchema>;

/** Reads and checks the mapping file; a broken one stops the start with its path and problems. */
export async function loadClaimMapping(file: string): Promise<ClaimMapping> {
  const parsed = v.safeParse(ClaimMappingSchema, parse(await readFile(file, 'utf8')));
  if (parsed.success) return parsed.output;
  const problems = parsed.issues.map((issue) => `  ${v.getDotPath(issue) ?? 'file'}: ${issue.message}`);
  throw new Error(`The claim mapping ${file} is not valid:\n${problems.join('\n')}`);
}

const domainOf = (email: string) => domainToASCII(email.slice(email.lastIndexOf('@') + 1)) || '';

/** Whether the address is the retailer's own, by the mapping's domains and their sub-domains. */
export function isInternalEmail(mapping: ClaimMapping, email: string): boolean {
  const domain = domainOf(email);
  return mapping.internalDomains.some((internal) => domain === internal || domain.endsWith(`.${internal}`));
}

/** The role and personas of a new internal user in these groups; undefined when the mapping gives none. */
export function grantFor(mapping: ClaimMapping, groups: readonly string[]): MappedGrant | undefined {
  const matched = mapping.groups.find(({ group }) => groups.includes(group));
  return matched ? { role: matched.role, personas: matched.personas } : (mapping.default ?? undefined);
}
