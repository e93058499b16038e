import { errorEnvelope } from '@partner-insights/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../api/ApiClient';
import { ADMIN_ACCESS, launchCatalogue, launchListFixtures } from '../Apps/launchCatalogueFixtures';
import { createFixtureTransport, type Fixtures } from '../../../testing/fixtureTransport';
import { ProductsStore } from './ProductsStore';

function setUp(fixtures: Fixtures) {
  const transport = createFixtureTransport(fixtures);
  return { products: new ProductsStore(new ApiClient({ fetch: transport.fetch })), transport };
}

const titlesOf = (products: ProductsStore) =>
  products.groups.map((group) => [group.category.title, group.tiles.map((tile) => tile.title)]);

describe('ProductsStore', () => {
  it('groups the catalogue by category, in catalogue order', async () => {
    const { products } = setUp(launchListFixtures());

    await products.load('en-US');

    expect(products.status).toBe('success');
    expect(titlesOf(products)).toEqual([
      ['Know your customer', ['Shopper Behavior', 'Customer Perception', 'Insights Activation']],
      ['Know your business', ['Report Builder', 'Channel Insights', 'Digital Landscapes', 'Modular Intelligence']],
    ]);
  });

  it('labels the products in a restricted launch alpha or beta', async () => {
    const { products } = setUp(launchListFixtures({ nonProduction: true }));

    await products.load('en-US');

    const flags = products.groups.flatMap((group) => group.tiles.map((tile) => [tile.code, tile.restrictedLaunch]));
    expect(flags).toContainEqual(['INSIGHTS_ACTIVATION', 'beta']);
    expect(flags).toContainEqual(['CUSTOMER_PULSE', 'alpha']);
    expect(flags).toContainEqual(['SHOPPER_BEHAVIOR', undefined]);
  });

  it('keeps the user’s access on each tile', async () => {
    const { products } = setUp(launchListFixtures({ access: ADMIN_ACCESS }));

    await products.load('en-US');

    const access = new Map(
      products.groups.flatMap((group) => group.tiles.map((tile) => [tile.code, tile.accessStatus])),
    );
    expect(access.get('SHOPPER_BEHAVIOR')).toBe('ACCESS_COMPLETE');
    expect(access.get('DIGITAL_LANDSCAPES')).toBe('ACCESS_PENDING');
    expect(access.get('CUSTOMER_PERCEPTION')).toBeNull();
  });

  it('asks in the reader’s language and asks again when it changes', async () => {
    const { products, transport } = setUp(launchListFixtures());

    await products.load('en-US');
    await products.load('en-US');
    await products.load('es-MX');

    const catalogueCalls = transport.requests.filter((request) => request.url === '/api/products');
    expect(catalogueCalls.map((request) => request.headers['accept-language'])).toEqual(['en-US', 'es-MX']);
    expect(products.groups[0]?.category.title).toBe('Conozca a su cliente');
  });

  it('draws no tile, locked or not, until the restricted-launch list has answered too', async () => {
    let answerRestrictedLaunch = () => {};
    const restrictedLaunchAnswered = new Promise<void>((resolve) => (answerRestrictedLaunch = resolve));
    const fixtures = launchListFixtures({ access: ADMIN_ACCESS });
    const { products } = setUp({
      ...fixtures,
      'GET /api/v1/products': async () => {
        await restrictedLaunchAnswered;
        return { body: [] };
      },
    });

    const loading = products.load('en-US');
    await vi.waitFor(() => expect(products.catalogue.status).toBe('success'));

    expect(products.status).toBe('loading');
    expect(products.groups).toEqual([]);
    answerRestrictedLaunch();
    await loading;
    expect(products.status).toBe('success');
    expect(products.groups.length).toBeGreaterThan(0);
  });

  it('shows the tiles without labels when the restricted-launch list fails', async () => {
    const { products } = setUp({
      ...launchListFixtures(),
      'GET /api/v1/products': { status: 503, body: errorEnvelope(503, 'Unavailable') },
    });

    await products.load('en-US');

    expect(products.status).toBe('success');
    expect(products.groups.flatMap((group) => group.tiles).every((tile) => !tile.restrictedLaunch)).toBe(true);
  });

  it('fails with the catalogue, and for an answer of another shape', async () => {
    const failing = setUp(launchListFixtures({}, { status: 500, body: errorEnvelope(500, 'Boom') }));
    const malformed = setUp(launchListFixtures({}, { body: { products: 'none' } }));

    await Promise.all([failing.products.load('en-US'), malformed.products.load('en-US')]);

    expect(failing.products.status).toBe('error');
    expect(malformed.products.status).toBe('error');
    expect(malformed.products.groups).toEqual([]);
  });

  it('leaves out categories without products', async () => {
    const mexico = launchCatalogue({ market: 'MX' });
    const { products } = setUp(
      launchListFixtures(
        {},
        { body: { ...mexico, products: mexico.products.filter((p) => p.code === 'REPORT_BUILDER') } },
      ),
    );

    await products.load('es-MX');

    expect(products.groups.map((group) => group.category.id)).toEqual(['KNOW_YOUR_SUPPLIER']);
  });
});
