// The company list's fixtures, for the stories of other features (global user management's company filter).
export { COMPANIES, companyPage } from './CompanyList/companyListFixtures';
