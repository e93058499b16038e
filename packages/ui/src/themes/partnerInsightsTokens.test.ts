import { describe, expect, it } from 'vitest';

import { contrastRatio as contrast, rgbOfHex } from './contrast';
import { partnerInsightsTokens } from './partnerInsightsTokens';

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
const contrastRatio = (first: string, second: string) => contrast(rgbOfHex(first), rgbOfHex(second));

const { colour } = partnerInsightsTokens;
const tones = ['brand', 'neutral', 'critical', 'positive', 'caution', 'info'] as const;
const surfaces = [colour.surface.canvas, colour.surface.raised, colour.surface.sunken];

// WCAG AA: 4.5:1 for text, 3:1 for the boundaries and focus indicators of controls.
describe('Partner Insights theme contrast', () => {
  it.each(tones)('%s: text on the solid fill in every state reaches 4.5:1', (tone) => {
    const { onSolid, solid, solidHover, solidPressed } = colour[tone];
    for (const fill of [solid, solidHover, solidPressed]) {
      expect(contrastRatio(onSolid, fill)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(tones)('%s: tone text on surfaces and on its soft tints reaches 4.5:1', (tone) => {
    const { text, soft, softHover, softPressed } = colour[tone];
    for (const background of [...surfaces, soft, softHover, softPressed]) {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('body, secondary and link text on every surface reach 4.5:1', () => {
    const { primary, secondary, link, linkHover } = colour.text;
    for (const text of [primary, secondary, link, linkHover]) {
      for (const surface of surfaces) {
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('inverse text on the brand fill reaches 4.5:1', () => {
    expect(contrastRatio(colour.text.inverse, colour.brand.solid)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring and control borders reach 3:1 on every surface and soft tint', () => {
    for (const surface of surfaces) {
      expect(contrastRatio(colour.focusRing, surface)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colour.border.strong, surface)).toBeGreaterThanOrEqual(3);
    }
    // A ring drawn inside a highlighted item (an option, a menu item) sits on its tint.
    for (const tint of [colour.neutral.soft, colour.brand.soft]) {
      expect(contrastRatio(colour.focusRing, tint)).toBeGreaterThanOrEqual(3);
    }
  });
});
