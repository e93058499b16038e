// The part of react-router's API the app uses, for the production build (see vite.config.ts): the app
// declares its routes in JSX and never uses a data router, loaders, forms or framework mode, which react-router
// brings along as they do not tree-shake (13 KB gzip; this is 2.5).
export { BrowserRouter, MemoryRouter, useHref, useLocation, useNavigate, useSearchParams } from './Router';
export type { NavigateFunction, NavigateOptions, To } from './Router';
export type { Location } from './history';
export { Route, Routes, Outlet, useParams } from './Routes';
export { Link, NavLink, Navigate } from './links';
export type { LinkProps, NavLinkProps } from './links';
export { matchPath, matchRoutes } from './matching';
