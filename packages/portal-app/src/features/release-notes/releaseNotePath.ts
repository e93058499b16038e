import { RELEASE_NOTES_FOLDER } from '@partner-insights/contracts';

/** A release note's page takes its name (the asset path without the folder) in the `note` parameter. */
export const releaseNotePath = (assetPath: string): string =>
  `/releaseNotes/article?${new URLSearchParams({ note: assetPath.replace(`${RELEASE_NOTES_FOLDER}/`, '') }).toString()}`;

export const RELEASE_NOTES_PATH = '/releaseNotes';
