import { eq, inArray } from 'drizzle-orm';
import type { DbTransaction } from '../../../platform/db/database';
import { hasDemoAccounts } from '../../../platform/db/seed/seed-demo-data';
import type { SeedPart } from '../../../platform/db/seed/seed-part';
import { companies } from '../../identity';
import { companyProducts, products } from '../../launch-list';
import { GENERATED_COMPANY_COUNT, generatedCompany } from './generated-companies';

/** Rows one insert writes: a thousand rows of a dozen columns stay far below PostgreSQL's 65,535 parameters. */
const BATCH_SIZE = 1_000;
/** Products every generated company subscribes to, by code; some companies' second one is INACTIVE. */
const SUBSCRIBED = ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'] as const;

export async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) await insert(rows.slice(start, start + BATCH_SIZE));
}

const generated = Array.from({ length: GENERATED_COMPANY_COUNT }, (_, n) => generatedCompany(n));

/** The generated companies across the three markets, with their subscribed products. */
export const generatedCompaniesPart: SeedPart = {
  async applies(tx: DbTransaction) {
    const [first] = generated;
    // Demo data: only beside the demo accounts, never into a portal that has accounts of its own.
    return (
      first !== undefined &&
      (await hasDemoAccounts(tx)) &&
      (await tx.$count(companies, eq(companies.businessCode, first.businessCode))) === 0
    );
  },
  async insert(tx: DbTransaction) {
    const inserted: { id: string; businessCode: string }[] = [];
    await insertInBatches(generated, async (batch) => {
      inserted.push(
        ...(await tx
          .insert(companies)
          .values(batch)
          .returning({ id: companies.id, businessCode: companies.businessCode })),
      );
    });
    const productIds = await tx
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(inArray(products.code, [...SUBSCRIBED]));
    const associations = inserted.flatMap(({ id }, n) =>
      productIds.map((product) => ({
        companyId: id,
        productId: product.id,
        status: product.code === SUBSCRIBED[1] && n % 4 === 2 ? ('INACTIVE' as const) : ('ACTIVE' as const),
      })),
    );
    await insertInBatches(associations, (batch) => tx.insert(companyProducts).values(batch));
  },
};
