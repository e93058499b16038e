export { ProductIcon, type ProductIconProps } from './ProductIcon';
export type { ProductIconId } from './productIconShapes';
