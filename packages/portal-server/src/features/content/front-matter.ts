import { parse } from 'yaml';

/** A Markdown file split into its YAML front matter and its body. */
export interface FrontMatterFile {
  readonly data: unknown;
  readonly body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export class FrontMatterError extends Error {}

/** Reads `---`-fenced YAML at the top of a file; a file without it is refused (every content file declares some). */
export function splitFrontMatter(text: string): FrontMatterFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new FrontMatterError('The file has no front matter between --- lines');
  // Dates stay strings: the YAML 1.2 core schema does not turn 2026-11-02 into a Date.
  return { data: parse(match[1] ?? '', { schema: 'core' }) as unknown, body: text.slice(match[0].length) };
}
