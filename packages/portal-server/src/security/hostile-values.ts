// Values a careless or hostile client sends, for property-based tests of every route that takes a body.
import fc from 'fast-check';

/** Strings that break naive handling: direction marks, joiners, lone surrogates, NUL, injections, sizes. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u200f\u202e',
    'a\u200db',
    '\ud800',
    '\udfff',
    '\u0000',
    'a\u0000b',
    '\ufeff',
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\r\nSet-Cookie: a=b',
    '${7*7}{{7*7}}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1000, max: 200_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 10, max: 5000 }).map((length) => '\ud83d\udc69\u200d\ud83d\udcbb'.repeat(length)),
);

/** Numbers at the edges of what JSON and databases hold. */
export const edgeNumber: fc.Arbitrary<number> = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
);

/** JSON text nested `depth` arrays deep. */
export const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Any JSON value, hostile strings and edge numbers included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  edgeNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** A value of a JSON type other than `value`'s, and not null (which an optional field may take). */
export function wrongTypeFor(value: unknown): fc.Arbitrary<unknown> {
  const kinds: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
    string: hostileString,
    number: edgeNumber,
    boolean: fc.boolean(),
    array: fc.array(hostileString, { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
  };
  const kind = Array.isArray(value) ? 'array' : typeof value;
  return fc.oneof(...Object.entries(kinds).flatMap(([name, arbitrary]) => (name === kind ? [] : [arbitrary])));
}

/** Keys that pollute the prototype of whatever merges them into an object. */
export const PROTOTYPE_KEYS_JSON = '"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}';
