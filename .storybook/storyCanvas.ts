/** Marks the element each story renders in: the area a story's screenshot covers. */
export const storyCanvasAttribute = 'data-story-canvas';
