import {
  ContentFragmentListSchema,
  ContentFragmentSchema,
  ContentTagListSchema,
  RELEASE_NOTES_FOLDER,
  type ContentFragment,
  type ContentFragmentList,
  type ContentTagList,
  type Locale,
} from '@partner-insights/contracts';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { RemoteResource } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';

const inLanguage = (locale: Locale) => ({ headers: { 'Accept-Language': locale } });

/** The release notes (spec administration-and-content §7 "Release notes"): their tags, the list and one note. */
export class ReleaseNotesStore {
  readonly tags: RemoteResource<ContentTagList, [Locale]>;
  readonly notes: RemoteResource<ContentFragmentList, [Locale, string | undefined]>;
  readonly note: RemoteResource<ContentFragment, [string, Locale]>;

  constructor(api: ApiClient) {
    this.tags = new RemoteResource(async (locale: Locale) =>
      parseResult(
        ContentTagListSchema,
        await api.get('/wem-secured/tags', {
          ...inLanguage(locale),
          query: { parentAssetFolder: RELEASE_NOTES_FOLDER },
        }),
      ),
    );
    this.notes = new RemoteResource(async (locale: Locale, tag?: string) =>
      parseResult(
        ContentFragmentListSchema,
        await api.get('/content-fragments', {
          ...inLanguage(locale),
          query: { assetFolder: RELEASE_NOTES_FOLDER, ...(tag && { tag }) },
        }),
      ),
    );
    this.note = new RemoteResource(async (name: string, locale: Locale) =>
      parseResult(
        ContentFragmentSchema,
        await api.get('/content-fragments/details', {
          ...inLanguage(locale),
          query: { assetPath: `${RELEASE_NOTES_FOLDER}/${name}` },
        }),
      ),
    );
  }
}

export const createReleaseNotesStore = (root: RootStore): ReleaseNotesStore => new ReleaseNotesStore(root.api);
