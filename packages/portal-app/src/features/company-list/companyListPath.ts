/** The company list's path. */
export const COMPANY_LIST_ROUTE = '/companyList';
