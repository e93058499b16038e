import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import { dataDictionaryRoutes } from './data-dictionary-routes';
import { createDataDictionaryService } from './data-dictionary-service';

export interface DataDictionaryDependencies {
  readonly db: Db;
  readonly guard: Guard;
  readonly clock: Clock;
}

/** The data dictionary: the data elements of the portal's products, searched, filtered and exported. */
export function dataDictionaryFeature({ db, guard, clock }: DataDictionaryDependencies): Feature {
  return { routes: dataDictionaryRoutes({ dictionary: createDataDictionaryService(db), guard, clock }) };
}
