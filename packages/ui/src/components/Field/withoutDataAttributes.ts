/**
 * A field's props for react-aria's hook: data attributes go on the field's frame, as react-aria-components' fields
 * put them, and not on the input as well.
 */
export function withoutDataAttributes<P extends object>(props: P): P {
  return Object.fromEntries(Object.entries(props).filter(([name]) => !name.startsWith('data-'))) as P;
}
