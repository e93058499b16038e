/** Where the reader is: react-router's location (`key` tells two visits of one path apart). */
export interface Location {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
  readonly key: string;
}

export interface History {
  readonly location: Location;
  push(path: string, state: unknown): void;
  replace(path: string, state: unknown): void;
  go(delta: number): void;
  /** Calls `listener` after every change of location (back and forward included); answers the unsubscribe. */
  listen(listener: () => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function locationOf(path: string, state: unknown, key: string): Location {
  const { pathname, search, hash } = new URL(path, 'http://portal.invalid');
  return { pathname, search, hash, state, key };
}

/**
 * The browser's session history. Each entry's state is `{ usr, key, idx }` as react-router writes it, so a
 * reload keeps the location's state and key.
 */
export function createBrowserHistory(window: Window): History {
  const { history } = window;
  const current = (): Location => {
    const { usr = null, key = 'default' } = (history.state ?? {}) as { usr?: unknown; key?: string };
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: usr, key };
  };
  let location = current();
  let index = (history.state as { idx?: number } | null)?.idx ?? 0;
  if (history.state?.idx === undefined) history.replaceState({ ...history.state, idx: index }, '');
  const listeners = new Set<() => void>();
  const notify = () => {
    location = current();
    for (const listener of listeners) listener();
  };
  window.addEventListener('popstate', () => {
    index = (history.state as { idx?: number } | null)?.idx ?? 0;
    notify();
  });
  const write = (path: string, state: unknown, replace: boolean) => {
    if (!replace) index += 1;
    const entry = { usr: state, key: newKey(), idx: index };
    if (replace) history.replaceState(entry, '', path);
    else history.pushState(entry, '', path);
    notify();
  };
  return {
    get location() {
      return location;
    },
    push: (path, state) => write(path, state, false),
    replace: (path, state) => write(path, state, true),
    go: (delta) => history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history kept in memory (tests, stories): starts at the last of `entries`. */
export function createMemoryHistory(entries: readonly string[] = ['/']): History {
  const stack = entries.map((path, index) => locationOf(path, null, index === 0 ? 'default' : newKey()));
  let index = stack.length - 1;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get location() {
      return stack[index] as Location;
    },
    push(path, state) {
      stack.splice(index + 1, Infinity, locationOf(path, state, newKey()));
      index += 1;
      notify();
    },
    replace(path, state) {
      stack[index] = locationOf(path, state, newKey());
      notify();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), stack.length - 1);
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
