import { act, fireEvent, render, screen } from '@testing-library/react';
import { matchRoutes as reactRouterMatchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../routeTable';
import {
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './index';

describe('matchRoutes', () => {
  const samples = [
    ...routeTable.filter((route) => route.path !== '*').map((route) => route.path.replace(':ticketId', '42')),
    '/APPS',
    '/apps/',
    '/support/trackTicket/INC%2042',
    '/support/trackTicket/42/more',
    '/does/not/exist',
    '',
  ];

  it.each(samples)('finds what react-router finds for "%s"', (pathname) => {
    const ours = matchRoutes(routeTable, pathname)?.map(({ route, params }) => ({ path: route.path, params }));
    const theirs = reactRouterMatchRoutes([...routeTable], pathname)?.map(({ route, params }) => ({
      path: route.path,
      params,
    }));

    expect(ours).toEqual(theirs);
  });
});

function Where() {
  const { pathname, search, state } = useLocation();
  return <output>{`${pathname}${search} ${JSON.stringify(state)}`}</output>;
}

function Ticket() {
  return <p>ticket {useParams().ticketId}</p>;
}

function Pager() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => setParams((current) => ({ page: String(Number(current.get('page') ?? 1) + 1) }))}>
        next page
      </button>
      <button onClick={() => navigate(-1)}>back</button>
      <button onClick={() => navigate({ search: '?page=9' }, { replace: true, state: 'kept' })}>page 9</button>
      <p>page {params.get('page') ?? 1}</p>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          element={
            <main>
              <NavLink to="/tickets">Tickets</NavLink>
              <Outlet />
            </main>
          }
        >
          <Route path="/tickets" element={<Pager />} />
          <Route path="/tickets/:ticketId" element={<Ticket />} />
          <Route path="/old" element={<Navigate to="/tickets?page=3" replace />} />
        </Route>
        <Route path="*" element={<Link to="/tickets">not found</Link>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('the router', () => {
  it('renders the matching route inside its layout, with its parameters', () => {
    renderAt('/tickets/INC%2042');

    expect(screen.getByRole('main').textContent).toContain('ticket INC 42');
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Tickets' }).className).toBe('active');
  });

  it('follows links without reloading and goes back', () => {
    renderAt('/nowhere');

    fireEvent.click(screen.getByRole('link', { name: 'not found' }));
    expect(screen.getByRole('status').textContent).toBe('/tickets null');

    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(screen.getByText('page 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'page 9' }));
    expect(screen.getByRole('status').textContent).toBe('/tickets?page=9 "kept"');

    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByRole('status').textContent).toBe('/tickets null');
  });

  it('leaves links pressed with a modifier key to the browser', () => {
    renderAt('/nowhere');

    fireEvent.click(screen.getByRole('link', { name: 'not found' }), { ctrlKey: true });

    expect(screen.getByRole('status').textContent).toBe('/nowhere null');
  });

  it('redirects with Navigate once rendered', async () => {
    renderAt('/old');
    await act(async () => {});

    expect(screen.getByRole('status').textContent).toBe('/tickets?page=3 null');
    expect(screen.getByText('page 3')).toBeTruthy();
  });
});
