export { authorisedEmailOf, companiesAuthorisingEmail, type AuthorisedEmail } from './authorised-domains';
export { emailDomains } from './email-domains.schema';
export { emailDomainsFeature } from './feature';
