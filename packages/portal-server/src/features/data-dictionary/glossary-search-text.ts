/** What a search of the dictionary matches: an element's names and definition in one language, lower-cased. */
export const glossarySearchText = (words: {
  readonly businessName: string;
  readonly technicalName: string;
  readonly dssBusinessName: string;
  readonly businessDefinition: string;
}): string =>
  [words.businessName, words.technicalName, words.dssBusinessName, words.businessDefinition].join(' ').toLowerCase();
