export { partnerAssociationsFeature } from './feature';
export { partnerAppCodesOf } from './partner-access';
export { partnerLapseHandler, partnerLapseJob } from './partner-lapse-job';
export { partnerAssociationProducts, partnerAssociations } from './partner-associations.schema';
export { partnerAssociationDemoParts } from './seed/seed-partner-associations';
