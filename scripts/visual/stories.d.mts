export interface StoryResult {
  storyId: string;
  file: string;
  storyFile: string;
  package: string;
  component: string;
  name: string;
  locale: string;
  passed: boolean;
}
export declare function readStoryResults(resultsFile: string): StoryResult[];
