// Identity and session: sign-in and sign-out, the session and its user, and where a refused session sends the
// reader. The sign-in and sign-out pages load with their routes (routes/routeTable.ts).
export { LoginFailurePage } from './LoginFailure/LoginFailurePage';
export { SessionNavigation } from './SessionNavigation';
export { SessionStore, type IdlePhase, type SessionStatus, type SignInState } from './stores/SessionStore';
