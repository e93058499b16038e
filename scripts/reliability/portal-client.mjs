// A browser's calls to the portal, as the reliability scripts make them: signing in, and the writes of the mixed
// load, each recorded only once the portal acknowledged it.
const PASSWORD = 'demo-password';
export const ADMIN = 'admin@acme-foods.test';
/** Accounts the scripts sign in with, which the load never blocks. */
const DEMO_ACCOUNTS = [ADMIN, 'user@acme-foods.test', 'sponsored@brightside-agency.test'];

/** Signs `email` in on `url`; resolves with the headers its calls carry. */
export async function signIn(url, email, address) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(address ? { 'X-Forwarded-For': address } : {}) },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`Signing in ${email} answered ${response.status}`);
  const cookie = /^[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  return { Cookie: cookie, Host: new URL(url).host };
}

export async function companyIdOf(url, headers) {
  const response = await fetch(`${url}/api/v1/identity/user-context`, { headers });
  const context = await response.json();
  return context.tenant?.id ?? context.companyId ?? context.user?.companyId;
}

const json = (headers, method, body) => ({
  method,
  headers: { ...headers, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

const incidentForm = (tag) => {
  const form = new FormData();
  form.set(
    'incidentDetail',
    JSON.stringify({
      supportType: 1463,
      issue: 2047,
      issueType: 3001,
      subIssueType: 4001,
      accountType: 23,
      firstName: 'Laura',
      lastName: 'Chen',
      primaryContactEmail: ADMIN,
      companyName: 'Acme Foods',
      callBackNumber: '+1 (555) 010-0100',
      situationDescription: `Reliability ${tag}`,
      onBehalfOfSomeoneElse: false,
    }),
  );
  return form;
};

/**
 * The mixed write load: invites a user, blocks them, raises a ticket and comments on it, checks a bulk
 * spreadsheet. `acknowledged` collects what the portal answered 2xx to; a failed or cut call is not counted.
 */
export function mixedWrites(url, headers, companyId, acknowledged) {
  const company = `${url}/api/companies/${companyId}`;
  let sequence = 0;
  // Users chosen to be blocked, answered or not: two blocks of one user in flight at once would race to a 409.
  const claimed = new Set();
  return async function writeOnce(tag) {
    sequence += 1;
    // Addresses are stored in lower case.
    const email = `reliability.${tag}.${sequence}@acme-foods.test`.toLowerCase();
    const step = sequence % 4;
    if (step === 0) {
      const user = { firstName: 'Rel', lastName: 'Iable', email, role: 'REGULAR_USER', products: [] };
      const response = await fetch(`${company}/users`, json(headers, 'POST', { users: [user] }));
      if (response.ok) acknowledged.users.push(email);
      return response.status;
    }
    if (step === 1) {
      // Invitees are still pending, which cannot be blocked: block active users of the company, each once.
      const page = await (await fetch(`${company}/users?tab=userManagement&pageSize=100`, { headers })).json();
      const target = (page.items ?? []).find(
        ({ email: candidate }) => !DEMO_ACCOUNTS.includes(candidate) && !claimed.has(candidate),
      )?.email;
      if (!target) return 0;
      claimed.add(target);
      const response = await fetch(
        `${company}/users/block`,
        json(headers, 'POST', { loginIds: [target], reason: 'Reliability' }),
      );
      if (response.ok) acknowledged.blocked.push(target);
      return response.status;
    }
    if (step === 2) {
      const response = await fetch(`${url}/api/incidents?oscType=incident`, {
        method: 'POST',
        headers,
        body: incidentForm(`${tag}.${sequence}`),
      });
      if (response.ok) acknowledged.tickets.push((await response.json()).incidentId);
      return response.status;
    }
    const ticket = acknowledged.tickets.at(-1);
    if (!ticket) return 0;
    const text = `Comment ${tag}.${sequence}`;
    const response = await fetch(`${url}/api/osc/user/incident/${ticket}/addThread`, json(headers, 'POST', { text }));
    if (response.ok) acknowledged.comments.push({ ticket, text });
    return response.status;
  };
}

export const emptyAcknowledged = () => ({ users: [], blocked: [], tickets: [], comments: [] });

/** What of `acknowledged` the portal no longer has, or has twice. */
export async function missingOrDuplicated(url, headers, companyId, acknowledged) {
  const problems = [];
  const tabsOf = async (email) => {
    const tabs = [];
    for (const tab of ['userManagement', 'pendingUserManagement', 'blockedUserManagement']) {
      const query = `tab=${tab}&search=${encodeURIComponent(email)}`;
      const page = await (await fetch(`${url}/api/companies/${companyId}/users?${query}`, { headers })).json();
      for (const row of page.items ?? []) if (row.email === email || row.loginId === email) tabs.push(tab);
    }
    return tabs;
  };
  for (const email of [...acknowledged.users, ...acknowledged.blocked]) {
    const tabs = await tabsOf(email);
    if (tabs.length !== 1) problems.push(`user ${email}: in ${tabs.length} rows`);
    else if (acknowledged.blocked.includes(email) && tabs[0] !== 'blockedUserManagement') {
      problems.push(`user ${email}: not blocked`);
    }
  }
  const threads = new Map();
  for (const ticket of acknowledged.tickets) {
    const response = await fetch(`${url}/api/osc/user/incidents/${ticket}`, { headers });
    if (response.status !== 200) problems.push(`ticket ${ticket}: ${response.status}`);
    else threads.set(ticket, await response.text());
  }
  for (const { ticket, text } of acknowledged.comments) {
    const occurrences = (threads.get(ticket) ?? '').split(JSON.stringify(text)).length - 1;
    if (occurrences !== 1) problems.push(`comment "${text}": ${occurrences} copies`);
  }
  return problems;
}
