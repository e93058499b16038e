import type { Invitation, TermsCompanyType } from '@partner-insights/contracts';

/** The terms an invited person accepts: those of the inviting company's type, basic companies' their own. */
export function invitationTermsType({
  companyType,
  basic,
}: Pick<Invitation, 'companyType' | 'basic'>): TermsCompanyType {
  if (companyType === 'THIRD_PARTY_AGENCY') return basic ? 'basic-third-party-agency' : 'third-party-agency';
  return basic ? 'basic-vendor' : 'supplier';
}
