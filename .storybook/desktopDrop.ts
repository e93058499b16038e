/** A file dragged in from the desktop: its name (the extension sets its type) and its size in bytes. */
export interface DesktopFile {
  name: string;
  sizeBytes: number;
}

type DropFromDesktop = (target: Element, files: DesktopFile[]) => Promise<void>;

let dropFromDesktop: DropFromDesktop | undefined;

/** Story tests plug in the browser-level drop here (see vitest.setup.ts). */
export function provideDropFromDesktop(drop: DropFromDesktop) {
  dropFromDesktop = drop;
}

/**
 * Drags files from the desktop onto `target` and drops them, through the browser's own input, so the
 * page receives real files. A drop built in the page cannot do this: its `DataTransfer` carries no file
 * entries, which drop targets such as react-aria's DropZone read. Only story tests can drive the
 * browser this way; in the Storybook UI, drag a file onto the target yourself.
 */
export async function dropFilesFromDesktop(target: Element, files: DesktopFile[]) {
  if (!dropFromDesktop) {
    throw new Error('Only the story tests can drop files from the desktop: drag a file onto the field yourself.');
  }
  await dropFromDesktop(target, files);
}
