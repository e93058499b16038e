import { describe, expect, it } from 'vitest';
import { accessRequestPath } from './accessRequestPath';

describe('accessRequestPath', () => {
  it('asks the ticket form for access to the product', () => {
    expect(accessRequestPath('CUSTOMER_PERCEPTION')).toBe(
      '/support/ticketCreation?request=access&product=CUSTOMER_PERCEPTION',
    );
  });
});
