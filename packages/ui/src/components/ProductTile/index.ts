export { ProductTile, type ProductTileProps } from './ProductTile';
export { ProductTileSkeleton, type ProductTileSkeletonProps } from './ProductTileSkeleton';
export type { LearnMoreContent } from './LearnMoreDialog';
export type { ProductAccessStatus } from './productAccess';
