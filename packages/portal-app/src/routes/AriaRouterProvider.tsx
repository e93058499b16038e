import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';

/** A URL with a scheme (https:, mailto:) leaves the app: the router must not resolve it against the current path. */
const hasScheme = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

function useAppHref(href: string): string {
  const routerHref = useHref(href);
  return hasScheme(href) ? href : routerHref;
}

/** Lets the ui package's links (banners, menus, tiles) navigate inside the app instead of reloading the document. */
export function AriaRouterProvider({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useAppHref}>
      {children}
    </RouterProvider>
  );
}
