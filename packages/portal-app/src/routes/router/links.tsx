import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { pathOf, resolvePath, useLocation, useNavigate, type NavigateOptions, type To } from './Router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  readonly to: To;
  readonly ref?: Ref<HTMLAnchorElement>;
}

/** A press the browser should handle itself: another button, a modifier key (new tab, window) or another target. */
const leavesToBrowser = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  Boolean(target && target !== '_self');

/** A URL with a scheme (mailto:, https:) or of another host: the browser's to follow, as react-router leaves it. */
const isExternal = (to: To) => typeof to === 'string' && /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/** A link inside the app: a real `<a href>`, followed without reloading the document. */
export function Link({ to, replace, state, onClick, target, children, ...props }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  if (isExternal(to) || props.download !== undefined) {
    // A mail, another site or a file to save: the browser follows it (a download must not become a navigation).
    const href = typeof to === 'string' && isExternal(to) ? to : resolvePath(to, location);
    return (
      <a {...props} href={href} target={target} onClick={onClick}>
        {children}
      </a>
    );
  }
  const href = resolvePath(to, location);
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || leavesToBrowser(event, target)) return;
        event.preventDefault();
        // Following a link to where the reader is does not add a history entry, as with react-router.
        navigate(href, { replace: replace ?? pathOf(location) === href, state });
      }}
    >
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  readonly className?: string | ((state: { readonly isActive: boolean }) => string | undefined);
}

/** A Link that knows when its page, or one below it, is the current one (`aria-current="page"`, class `active`). */
export function NavLink({ className, ...props }: NavLinkProps) {
  const location = useLocation();
  const target = new URL(resolvePath(props.to, location), 'http://portal.invalid').pathname.toLowerCase();
  const current = location.pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = current === target || (current.startsWith(target) && current.charAt(slash) === '/');
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive && 'active'];
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={[classes].flat().filter(Boolean).join(' ') || undefined}
    />
  );
}

/** Navigates once rendered (in an effect, as react-router's does). */
export function Navigate({ to, replace, state }: { readonly to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const path = typeof to === 'string' ? to : JSON.stringify(to);
  useEffect(() => {
    navigate(typeof to === 'string' ? to : (JSON.parse(path) as To), { replace, state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `to` by value, as react-router's Navigate
  }, [navigate, path, replace, state]);
  return null;
}
