import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccessRequestCreateSchema, ProductAccessQuerySchema } from './product-access';

describe('ProductAccessQuerySchema', () => {
  it('defaults to the first page of 10 with no search', () => {
    expect(v.parse(ProductAccessQuerySchema, {})).toEqual({ search: '', page: 1, page_size: 10 });
  });

  it('reads the query string values as numbers and trims the search', () => {
    expect(v.parse(ProductAccessQuerySchema, { search: ' report ', page: '2', page_size: '25' })).toEqual({
      search: 'report',
      page: 2,
      page_size: 25,
    });
  });

  it.each([{ page: '0' }, { page: '-1' }, { page: '1.5' }, { page_size: '101' }, { page_size: 'ten' }])(
    'refuses %o',
    (query) => {
      expect(v.safeParse(ProductAccessQuerySchema, query).success).toBe(false);
    },
  );
});

describe('AccessRequestCreateSchema', () => {
  const request = {
    tenant_id: 'c1',
    products: ['REPORT_BUILDER'],
    requestor_note: ' For the Q3 review ',
    userId: 'u1',
  };

  it('trims the note', () => {
    expect(v.parse(AccessRequestCreateSchema, request).requestor_note).toBe('For the Q3 review');
  });

  it.each([
    ['no products', { ...request, products: [] }],
    ['a product twice', { ...request, products: ['REPORT_BUILDER', 'REPORT_BUILDER'] }],
    ['a note over 500 characters', { ...request, requestor_note: 'x'.repeat(501) }],
  ])('refuses %s', (_, input) => {
    expect(v.safeParse(AccessRequestCreateSchema, input).success).toBe(false);
  });
});
