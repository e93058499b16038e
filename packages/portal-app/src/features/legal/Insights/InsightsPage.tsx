import { PUBLIC_PAGE_PATHS } from '@partner-insights/contracts';
import { LegalDocumentPage } from '../LegalDocument/LegalDocumentPage';

const SOURCE = { call: 'public', assetPath: PUBLIC_PAGE_PATHS.insights } as const;

/** /articles/insights: how suppliers use the portal's insights, for anyone. */
export default function InsightsPage() {
  return <LegalDocumentPage source={SOURCE} describedBy="summary" />;
}
