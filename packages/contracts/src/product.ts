/** Default product name; page titles read "<Page> - <product name>". */
export const DEFAULT_PRODUCT_NAME = 'Partner Insights';

export function pageTitle(page: string, productName: string = DEFAULT_PRODUCT_NAME): string {
  return `${page} - ${productName}`;
}
