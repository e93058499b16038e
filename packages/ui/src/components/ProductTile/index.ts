export { ProductTile, type ProductTileProps } from './ProductTile';
export type { LearnMoreContent } from './LearnMoreDialog';
export type { ProductAccessStatus } from './productAccess';
