import { ContentFragmentSchema, type ContentFragment, type Locale } from '@partner-insights/contracts';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { RemoteResource } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';

/**
 * Where a legal or public page's document comes from: the signed-in calls serve it per company type
 * (content-fragments/details?assetPath), the public ones serve what visitors may read (content-management/{path}).
 */
export type DocumentSource = { readonly call: 'fragment' | 'public'; readonly assetPath: string };

/** The document of the legal or public page on screen, in the reader's language. */
export class LegalStore {
  readonly document: RemoteResource<ContentFragment, [DocumentSource, Locale]>;

  constructor(api: ApiClient) {
    this.document = new RemoteResource(async ({ call, assetPath }: DocumentSource, locale: Locale) => {
      const headers = { 'Accept-Language': locale };
      const response =
        call === 'fragment'
          ? await api.get('/content-fragments/details', { headers, query: { assetPath } })
          : await api.get(`/content-management/${assetPath}`, { headers });
      return parseResult(ContentFragmentSchema, response);
    });
  }
}

export const createLegalStore = (root: RootStore): LegalStore => new LegalStore(root.api);

/** The link that downloads the terms as a PDF in `locale`. */
export const termsPdfPath = (assetPath: string, locale: Locale): string =>
  `/api/content-management/${assetPath}/pdf?${new URLSearchParams({ locale }).toString()}`;
