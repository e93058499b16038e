import { SUPPORT_ACCOUNT_TYPES, SUPPORT_CONFIGURATION_IDS, type UserDetails } from '@partner-insights/contracts';
import type { FormValues } from '@partner-insights/forms';
import type { DraftValues } from '../../../stores/FormDrafts';
import type { SupportFormOptions } from './supportFormOptions';

const ISSUE_FIELDS = new Set(['issue', 'issueType', 'subIssueType']);

/** The account type a user raises requests for: the only one offered, else by who they are. */
function accountTypeOf(user: UserDetails | null, { accountTypes }: SupportFormOptions) {
  if (accountTypes.length === 1) return accountTypes[0]?.id ?? null;
  if (!user) return null;
  return user.user_type === 'INTERNAL' ? SUPPORT_ACCOUNT_TYPES.associate : SUPPORT_ACCOUNT_TYPES.supplier;
}

/** What a signed-in user need not type: who they are. `nameField` is the form's family-name field. */
export function userDefaults(
  user: UserDetails | null,
  options: SupportFormOptions,
  nameField: 'lastName' | 'name',
): Partial<FormValues> {
  return {
    accountType: accountTypeOf(user, options),
    ...(user && {
      firstName: user.first_name,
      [nameField]: user.last_name,
      primaryContactEmail: user.email_address,
      companyName: user.tenant?.name ?? '',
    }),
  };
}

/**
 * The support type (and issue) a link asks for: `?request=access` is a request for access (spec portal-shell §2),
 * `?supportType=<id>` one of the support page's topics. Only what the site offers is taken. The ticket form has no
 * product field, so `&product=<code>` on a request for access names the product in the description, in the words
 * `askAccessTo` finds for it (none for a product it does not know).
 */
export function preselection(
  query: URLSearchParams,
  { supportTypes }: SupportFormOptions,
  askAccessTo: (productCode: string) => string | undefined = () => undefined,
): Partial<FormValues> {
  const { requestAccess } = SUPPORT_CONFIGURATION_IDS;
  const offered = (id: number) => supportTypes.some((option) => option.id === id);
  if (query.get('request') === 'access' && offered(requestAccess.supportType)) {
    const product = query.get('product');
    const situationDescription = product === null ? undefined : askAccessTo(product);
    return {
      supportType: requestAccess.supportType,
      issue: requestAccess.issue,
      ...(situationDescription !== undefined && { situationDescription }),
    };
  }
  const asked = Number(query.get('supportType'));
  return Number.isInteger(asked) && offered(asked) ? { supportType: asked } : {};
}

/**
 * The form's starting values: who the user is, then what they typed before (their draft), then what the link asks
 * for, which replaces the draft's issue choices that hung on another support type.
 */
export function startingValues(
  defaults: Partial<FormValues>,
  draft: DraftValues | undefined,
  preselected: Partial<FormValues>,
): Partial<FormValues> {
  const kept = { ...defaults, ...draft };
  if (preselected['supportType'] === undefined || preselected['supportType'] === kept['supportType']) {
    return { ...kept, ...preselected };
  }
  return { ...Object.fromEntries(Object.entries(kept).filter(([id]) => !ISSUE_FIELDS.has(id))), ...preselected };
}
