import { describe, expect, it } from 'vitest';
import { findRoute, routeTable } from './routeTable';

describe('routeTable', () => {
  it('has each path once', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['/', '/', 'pageTitle.home'],
    ['/does/not/exist', '*', 'pageTitle.notFound'],
    ['/apps', '*', 'pageTitle.notFound'],
  ])('finds the entry of %s', (pathname, path, titleKey) => {
    expect(findRoute(pathname)).toMatchObject({ path, titleKey });
  });

  it('shows not found as a standalone page', () => {
    expect(findRoute('/missing').access).toBe('standalone');
  });
});
