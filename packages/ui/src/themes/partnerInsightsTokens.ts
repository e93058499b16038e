import { motion } from '../tokens/motion';
import { palette } from '../tokens/palette';
import { radius } from '../tokens/radius';
import { focusRing, size } from '../tokens/size';
import { shadow } from '../tokens/shadow';
import { space } from '../tokens/space';
import { typography } from '../tokens/typography';
import type { ThemeTokens } from './contract.css';

const { white, blue, slate, red, green, amber, cyan } = palette;

/** The Partner Insights values for every role of the contract: a calm blue brand on cool neutral surfaces. */
export const partnerInsightsTokens = {
  colour: {
    brand: {
      solid: blue[600],
      solidHover: blue[700],
      solidPressed: blue[800],
      onSolid: white,
      soft: blue[100],
      softHover: blue[200],
      softPressed: blue[300],
      text: blue[600],
    },
    neutral: {
      solid: slate[700],
      solidHover: slate[800],
      solidPressed: slate[900],
      onSolid: white,
      soft: slate[100],
      softHover: slate[200],
      softPressed: slate[300],
      text: slate[700],
    },
    critical: {
      solid: red[600],
      solidHover: red[700],
      solidPressed: red[800],
      onSolid: white,
      soft: red[100],
      softHover: red[200],
      softPressed: red[300],
      text: red[600],
    },
    positive: {
      solid: green[600],
      solidHover: green[700],
      solidPressed: green[800],
      onSolid: white,
      soft: green[100],
      softHover: green[200],
      softPressed: green[300],
      text: green[700],
    },
    // Amber is too light for white text, so its solid fill carries dark text instead.
    caution: {
      solid: amber[500],
      solidHover: amber[600],
      solidPressed: amber[700],
      onSolid: slate[900],
      soft: amber[100],
      softHover: amber[200],
      softPressed: amber[300],
      text: amber[800],
    },
    info: {
      solid: cyan[600],
      solidHover: cyan[700],
      solidPressed: cyan[800],
      onSolid: white,
      soft: cyan[100],
      softHover: cyan[200],
      softPressed: cyan[300],
      text: cyan[700],
    },
    surface: {
      canvas: slate[50],
      raised: white,
      sunken: slate[100],
      disabled: slate[100],
    },
    text: {
      primary: slate[900],
      secondary: slate[600],
      disabled: slate[400],
      inverse: white,
      link: blue[600],
      linkHover: blue[700],
    },
    border: {
      subtle: slate[200],
      standard: slate[300],
      strong: slate[500],
    },
    focusRing: blue[500],
  },
  space,
  typography,
  radius,
  size,
  focusRing,
  shadow,
  motion,
} satisfies ThemeTokens;
