export { companiesFeature } from './feature';
export { generatedCompaniesPart, insertInBatches } from './seed/seed-companies';
export { generatedCompany } from './seed/generated-companies';
