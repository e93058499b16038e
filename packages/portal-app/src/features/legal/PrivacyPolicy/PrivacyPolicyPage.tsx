import { PUBLIC_PAGE_PATHS } from '@partner-insights/contracts';
import { LegalDocumentPage } from '../LegalDocument/LegalDocumentPage';

const SOURCE = { call: 'public', assetPath: PUBLIC_PAGE_PATHS.privacyPolicy } as const;

/** /privacyPolicy (not on MX): how the portal treats the information of the people who use it. */
export default function PrivacyPolicyPage() {
  return <LegalDocumentPage source={SOURCE} />;
}
