import { TERMS_COMPANY_TYPES, type TermsCompanyType } from '@partner-insights/contracts';

const COMPANY_TYPE_PARAM = 'companyType';

/** The terms page with the terms of `companyType`: for visitors about to accept them, such as an invited person. */
export const termsPath = (companyType: TermsCompanyType): string =>
  `/terms?${new URLSearchParams({ [COMPANY_TYPE_PARAM]: companyType }).toString()}`;

/** The company type a terms address asks for, if it names one. */
export function requestedTermsType(params: URLSearchParams): TermsCompanyType | undefined {
  const asked = params.get(COMPANY_TYPE_PARAM);
  return TERMS_COMPANY_TYPES.find((type) => type === asked);
}
