/** Marks the element each story renders in: the area a story's screenshot covers. */
export const storyCanvasAttribute = 'data-story-canvas';

/**
 * What a story's screenshot covers: its canvas (default), or the whole viewport for stories whose overlays
 * (popovers, dialogs, toasts) render outside it, into the document body. Set per story as
 * `parameters: { screenshot: { target: 'viewport' } }`.
 */
export type ScreenshotTarget = 'canvas' | 'viewport';
