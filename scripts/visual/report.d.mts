import type { StoryResult } from './stories.mjs';

export interface ReportEntry {
  file: string;
  status: 'changed' | 'new' | 'removed' | 'failed';
  storyId: string | null;
  images: { baseline?: string; new?: string; diff?: string };
}
export interface Report {
  counts: Record<ReportEntry['status'], number>;
  entries: ReportEntry[];
}
export declare function generateReport(options: {
  baselineDir: string;
  runDir: string;
  stories: StoryResult[];
  fullRun: boolean;
  outDir: string;
}): Report;
