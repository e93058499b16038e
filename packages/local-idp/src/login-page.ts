const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A page of the provider: plain HTML, no script, nothing fetched from elsewhere. */
const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - Local identity provider</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.25rem 0;font-size:1rem}input,button{padding:.6rem;box-sizing:border-box}button{margin-top:1rem}[role=alert]{color:#a10000}</style>
</head>
<body>
<h1>Local identity provider</h1>
${body}
</body>
</html>`;

/** The provider's RP-initiated logout asks before ending its session; `form` is the provider's own hidden form. */
export const logoutPage = (form: string) =>
  page(
    'Sign out',
    `<p>Sign out of the local identity provider?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );

/** Shown after a logout that named no page of the client's to return to. */
export const signedOutPage = () => page('Signed out', '<p>You are signed out of the local identity provider.</p>');

/** The provider's sign-in form. */
export function loginPage(uid: string, clientName: string, problem?: string): string {
  return page(
    'Sign in',
    `<p>Sign in to continue to ${escapeHtml(clientName)}.</p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}
