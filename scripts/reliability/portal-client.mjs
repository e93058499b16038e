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
 * The mixed write load: invites a user, blocks an active one, raises a ticket and comments on it. `acknowledged`
 * collects what the portal answered 2xx to; a failed or cut call is not counted.
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

export const emptyAcknowledged = () => ({ users: [], blocked: [], tickets: [], comments: [], bulkTasks: [] });

/** Rows of a crash round's bulk task: several of the apply's chunks (500 rows each), so a kill may land between two. */
const BULK_ROWS = 1200;

/**
 * Uploads a spreadsheet (.csv) adding BULK_ROWS users and applies it as a background task; once the apply is
 * acknowledged, `acknowledged.bulkTasks` holds the task and its addresses, which must all end up added exactly once.
 */
export async function startBulkTask(url, headers, companyId, tag, acknowledged) {
  const company = `${url}/api/companies/${companyId}`;
  const emails = Array.from({ length: BULK_ROWS }, (_, n) => `bulk.${tag}.${n}@acme-foods.test`.toLowerCase());
  const csv = [
    'Email,First name,Last name,Role,Products',
    ...emails.map((email, n) => `${email},Bulk${n},Reliability,REGULAR_USER,SHOPPER_BEHAVIOR`),
  ].join('\n');
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), `${tag}.csv`);
  const upload = await fetch(`${company}/users/bulk-upload/validate-create`, { method: 'POST', headers, body: form });
  if (!upload.ok) return upload.status;
  const { taskId } = await upload.json();
  const apply = await fetch(`${company}/users/bulk-tasks/${taskId}/apply`, { method: 'POST', headers });
  if (apply.ok) acknowledged.bulkTasks.push({ taskId, emails });
  return apply.status;
}

/** Waits for every acknowledged bulk task to end (a task the kill cut short resumes); what did not end is a problem. */
async function unfinishedBulkTasks(url, headers, companyId, acknowledged) {
  const problems = [];
  for (const task of acknowledged.bulkTasks) {
    let status;
    for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
      const response = await fetch(`${url}/api/companies/${companyId}/users/bulk-tasks/${task.taskId}`, { headers });
      status = response.ok ? (await response.json()).status : response.status;
      if (status === 'done' || status === 'failed') break;
      // Still running after a restart: the kill cut it short, and it resumed.
      task.resumed = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (status !== 'done') problems.push(`bulk task ${task.taskId}: ${status}, not done`);
  }
  return problems;
}

const USER_TABS = ['userManagement', 'pendingUserManagement', 'blockedUserManagement'];

/** A bulk task's addresses the company's users do not hold exactly once, read a hundred rows at a time. */
async function bulkRowsNotOnce(url, headers, companyId, emails) {
  const seen = new Map();
  // The task's addresses share their start (bulk.<tag>.), which the lists' search finds.
  const search = encodeURIComponent(emails[0]?.replace(/\.\d+@.*$/, '.') ?? '');
  for (const tab of USER_TABS) {
    for (let page = 1; ; page += 1) {
      const query = `tab=${tab}&search=${search}&pageSize=100&page=${page}`;
      const { items = [] } = await (
        await fetch(`${url}/api/companies/${companyId}/users?${query}`, { headers })
      ).json();
      for (const { email } of items) seen.set(email, (seen.get(email) ?? 0) + 1);
      if (items.length < 100) break;
    }
  }
  return emails
    .filter((email) => seen.get(email) !== 1)
    .map((email) => `bulk row ${email}: ${seen.get(email) ?? 0} rows`);
}

/** What of `acknowledged` the portal no longer has, or has twice, once its bulk tasks have ended. */
export async function missingOrDuplicated(url, headers, companyId, acknowledged) {
  const problems = await unfinishedBulkTasks(url, headers, companyId, acknowledged);
  const tabsOf = async (email) => {
    const tabs = [];
    for (const tab of USER_TABS) {
      const query = `tab=${tab}&search=${encodeURIComponent(email)}`;
      const page = await (await fetch(`${url}/api/companies/${companyId}/users?${query}`, { headers })).json();
      for (const row of page.items ?? []) if (row.email === email || row.loginId === email) tabs.push(tab);
    }
    return tabs;
  };
  for (const { emails } of acknowledged.bulkTasks)
    problems.push(...(await bulkRowsNotOnce(url, headers, companyId, emails)));
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
