export declare const repoRoot: string;
export declare const baselineDir: string;
export declare const runDir: string;
export declare const reportDir: string;
export declare const resultsFile: string;
export declare function screenshotFileOf(storyId: string): string;
