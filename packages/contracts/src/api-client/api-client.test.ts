import { describe, expect, it } from 'vitest';
import { createPortalApiClient } from './index';

/** A fetch that answers `body` with `status` and remembers the request it was given. */
function answering(status: number, body: unknown) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, requests };
}

describe('the API client', () => {
  it('calls a route with its typed parameters and hands back its typed answer', async () => {
    const server = answering(200, { items: [], page: 2, pageSize: 25, total: 30, counts: {} });
    const api = createPortalApiClient({ baseUrl: 'https://portal.example', fetch: server.fetch });
    const { data } = await api.GET('/api/companies/{companyId}/users', {
      params: { path: { companyId: 'c-1' }, query: { page: '2', pageSize: '25' } },
    });
    expect(server.requests[0]?.url).toBe('https://portal.example/api/companies/c-1/users?page=2&pageSize=25');
    expect(data?.total).toBe(30);
  });

  it('hands back the error envelope of a refusal', async () => {
    const refusal = { error: { status: 403, message: 'You cannot do this for this company' } };
    const api = createPortalApiClient({ baseUrl: 'https://portal.example', fetch: answering(403, refusal).fetch });
    const { data, error } = await api.GET('/api/companies/{companyId}/users', {
      params: { path: { companyId: 'c-2' } },
    });
    expect(data).toBeUndefined();
    expect(error?.error.message).toBe(refusal.error.message);
  });
});
