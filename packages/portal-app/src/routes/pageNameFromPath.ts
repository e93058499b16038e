/**
 * The analytics page name of a path: its segments, each with a capital first letter, joined by spaces
 * (`/admin/userList` -> "Admin UserList", `/support/trackTicket/42` -> "Support TrackTicket 42"); the root is "Home".
 * Segments are URL-decoded; empty ones (doubled or trailing slashes) are ignored.
 */
export function pageNameFromPath(pathname: string): string {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  return segments.length === 0 ? 'Home' : segments.map(capitalise).join(' ');
}

function capitalise(segment: string): string {
  return segment.charAt(0).toUpperCase() + segment.slice(1);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is kept as typed
  }
}
