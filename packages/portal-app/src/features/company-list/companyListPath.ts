/** The company list's path. */
export const COMPANY_LIST_ROUTE = '/companyList';
/** Where a super admin lands once they act for a company: its administration. */
export const AFTER_CHOOSING_COMPANY = '/admin';
