/** A route as the matcher sees it: a path pattern (`/support/trackTicket/:ticketId`, `*`) or a layout (none). */
export interface RouteObject {
  readonly path?: string;
  readonly children?: readonly RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch<R extends RouteObject = RouteObject> {
  readonly route: R;
  readonly params: Params;
  readonly pathname: string;
}

const isSplat = (segment: string) => segment === '*';
const isParam = (segment: string) => /^:[\w-]+$/.test(segment);

/** react-router's ranking: static segments beat parameters, which beat a splat; ties keep the table's order. */
function score(path: string): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.some(isSplat) ? -2 : 0);
  return segments
    .filter((segment) => !isSplat(segment))
    .reduce((total, segment) => total + (isParam(segment) ? 3 : segment === '' ? 1 : 10), initial);
}

/** Every route with a path, with the layouts above it, best ranked first. */
function branches<R extends RouteObject>(routes: readonly R[], parents: readonly R[] = []): (readonly R[])[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route];
    const below = branches((route.children ?? []) as readonly R[], chain);
    return route.path === undefined ? below : [chain, ...below];
  });
}

function joinPath(chain: readonly RouteObject[]): string {
  const path = chain
    .map((route) => route.path)
    .filter((path) => path !== undefined)
    .join('/');
  return `/${path}`.replace(/\/{2,}/g, '/');
}

/** The parameters of `pathname` under `pattern`, or null when it does not match (case-insensitive, as react-router). */
export function matchPath(pattern: string, pathname: string): Params | null {
  const patternSegments = pattern.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, segment] of patternSegments.entries()) {
    if (isSplat(segment)) {
      params['*'] = segments.slice(index).map(decodeURIComponent).join('/');
      return params;
    }
    const value = segments[index];
    if (value === undefined) return null;
    if (isParam(segment)) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return segments.length === patternSegments.length ? params : null;
}

/** The routes, layouts first, that render `pathname`; null when none does (react-router's `matchRoutes`). */
export function matchRoutes<R extends RouteObject>(routes: readonly R[], pathname: string): RouteMatch<R>[] | null {
  const ranked = branches(routes)
    .map((chain, order) => ({ chain, order, path: joinPath(chain) }))
    .sort((a, b) => score(b.path) - score(a.path) || a.order - b.order);
  for (const { chain, path } of ranked) {
    const params = matchPath(path, pathname);
    if (params) return chain.map((route) => ({ route, params, pathname }));
  }
  return null;
}
