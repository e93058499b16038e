/**
 * Resolves once every running animation on the page (an overlay's grow entrance) has finished. Stories
 * that leave an overlay open await it, so their screenshot shows the overlay at rest.
 */
export async function overlayAnimationsFinished() {
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
}
