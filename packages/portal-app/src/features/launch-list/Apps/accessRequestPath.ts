/**
 * The ticket form asking for access to a product: `request=access` chooses the request-access support type
 * (spec portal-shell §2) and `product` names the product by its code, as access requests do.
 */
export function accessRequestPath(productCode: string): string {
  return `/support/ticketCreation?${new URLSearchParams({ request: 'access', product: productCode }).toString()}`;
}
