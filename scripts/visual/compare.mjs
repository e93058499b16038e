import { PNG } from 'pngjs';

const DIFF_COLOR = [255, 0, 64];

/**
 * Compares two screenshots pixel for pixel, as the story tests do (any change counts, anti-aliasing included).
 * Images of different sizes are compared over the larger area, where a pixel only one of them covers counts as
 * changed. The diff image is the new screenshot faded to grey with each changed pixel painted in red.
 */
export function compareScreenshots(baselinePng, actualPng) {
  const baseline = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const diff = new PNG({ width, height });
  let changedPixels = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inBaseline = x < baseline.width && y < baseline.height;
      const inActual = x < actual.width && y < actual.height;
      const b = (y * baseline.width + x) * 4;
      const a = (y * actual.width + x) * 4;
      const same =
        inBaseline &&
        inActual &&
        baseline.data[b] === actual.data[a] &&
        baseline.data[b + 1] === actual.data[a + 1] &&
        baseline.data[b + 2] === actual.data[a + 2] &&
        baseline.data[b + 3] === actual.data[a + 3];
      const d = (y * width + x) * 4;
      if (same) {
        const grey = 0.299 * actual.data[a] + 0.587 * actual.data[a + 1] + 0.114 * actual.data[a + 2];
        // Faded towards white, so the red marks stand out and the layout stays recognisable.
        diff.data.fill(Math.round(255 - (255 - grey) * 0.15), d, d + 3);
      } else {
        changedPixels++;
        diff.data.set(DIFF_COLOR, d);
      }
      diff.data[d + 3] = 255;
    }
  }
  return {
    changedPixels,
    changedShare: changedPixels / (width * height),
    baselineSize: { width: baseline.width, height: baseline.height },
    actualSize: { width: actual.width, height: actual.height },
    diffPng: PNG.sync.write(diff),
  };
}
