/**
 * What a component waits on with React's `use` until a load has its first answer: the same promise for as long as the
 * key (a company, a login) stays the same, a new load for another key. The load starts after the render that asks,
 * since a render must not change observed state.
 */
export function firstAnswerOf<Key>(load: (key: Key) => Promise<void>): (key: Key) => Promise<void> {
  let last: { readonly key: Key; readonly answered: Promise<void> } | undefined;
  return (key) => {
    if (last?.key !== key) last = { key, answered: Promise.resolve().then(() => load(key)) };
    return last.answered;
  };
}
