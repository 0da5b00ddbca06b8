// The bad inputs of the fuzz tests: what a hostile or broken client can send to a server
// action (any value React can serialize) or a route (any bytes). Most are invalid by construction;
// the few that happen to be valid are allowed to write, and the tests count them.
import fc from 'fast-check';

/** One seed for every property, so CI replays the same inputs; a failure prints it (FUZZ_SEED=... reruns). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_509);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);
export const fuzzOptions = { numRuns: FUZZ_RUNS, seed: FUZZ_SEED } as const;

/** 100,000+ characters: past every field's limit, in one-byte, accented, astral and markup units. */
export const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '😀', '\u202e', '<b>', "'", '9', ' ', '\u0000'), fc.integer({ min: 100_000, max: 110_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** Characters that break naive code: NUL and other controls, lone surrogates, RTL override, BOM, joiners. */
const oddCharacters = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u200d',
  '\u2028',
  '\u2029',
  '\u202e',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\ud800',
  '\udfff',
  '😀',
  '👩🏽‍💻',
  '🇧🇷',
  'ﷺ',
  'ا',
  'ש',
  '𝔘',
  'ǅ',
  'ß',
  'İ',
  'é',
  'é',
  '％',
  '＜',
];

export const unicodeString = fc.oneof(
  fc.constantFrom(...oddCharacters),
  fc.string({ unit: fc.constantFrom(...oddCharacters), minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
  // Text that looks fine around a character that is not.
  fc
    .tuple(fc.constantFrom('Maria', 'Site novo', 'maria@exemplo.com', '12345'), fc.constantFrom(...oddCharacters))
    .map(([text, odd]) => `${text}${odd}${text}`),
);

/** Injection payloads: SQL, HTML/JS, template and format strings, paths, header splitting, numbers as text. */
export const payloadString = fc.constantFrom(
  "'; drop table clients; --",
  "' or '1'='1",
  '1; select pg_sleep(5); --',
  "'); delete from users where ('a'='a",
  '" or ""="',
  "\\x00\\'",
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'a\r\nSet-Cookie: x=1',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-1',
  '-0',
  '1e309',
  '9'.repeat(400),
  '0x1F',
  '1,2,3',
  '3.000,50,00',
  'R$ -400',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '',
  ' ',
  '\t\n',
);

/** Numbers no field wants: negative, enormous, not finite, not integers, and bigints. */
export const badNumber = fc.oneof(
  fc.constantFrom(
    -1,
    -0,
    NaN,
    Infinity,
    -Infinity,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER - 2,
    1e21,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 63,
    0.1 + 0.2,
    1.005,
    1e-7,
  ),
  fc.double(),
  fc.integer({ min: -2_147_483_648, max: -1 }),
  fc.bigInt(),
);

/** Values of the wrong type where a string or an object is expected. */
export const wrongType = fc.oneof(
  fc.constantFrom(null, undefined, true, false, 0, 1, [], {}, [null], [[]], [{}]),
  fc.constant(null).map(() => new Date(Number.NaN)),
  fc.constant(null).map(() => new Date(8.64e15)),
  fc.constant(null).map(() => new Map<unknown, unknown>([['name', 'x']])),
  fc.constant(null).map(() => new Set(['x'])),
  fc.constant(null).map(() => new Uint8Array([0, 255, 1])),
  fc.array(fc.string(), { maxLength: 3 }),
);

/** Objects whose own keys are __proto__, constructor or prototype, as JSON.parse (and React's reply decoder) make them. */
export const protoObject = fc.oneof(
  fc
    .constantFrom(
      '{"__proto__":{"polluted":"yes","isAdmin":true}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '{"prototype":{"polluted":"yes"}}',
      '{"__proto__":null}',
      '{"__proto__":[]}',
      '{"name":"x","__proto__":{"name":"y","polluted":"yes"}}',
      '{"toString":"x","valueOf":1,"hasOwnProperty":null}',
    )
    .map((json) => JSON.parse(json) as unknown),
  fc
    .dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'), fc.jsonValue({ maxDepth: 2 }))
    .map((d) => JSON.parse(JSON.stringify(d)) as unknown),
);

/** Any bad value at all. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  wrongType,
  hugeString,
  unicodeString,
  payloadString,
  badNumber,
  protoObject,
  fc.anything({ maxDepth: 2, withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true }),
);

/** Keys a form never sends, aimed at mass assignment and prototype pollution. */
const extraKeys = [
  'id',
  'userId',
  'plan',
  'status',
  'createdAt',
  'totalCents',
  'shareSecret',
  '__proto__',
  'constructor',
  'isAdmin',
];

function withOwnKey(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...base };
  // defineProperty makes "__proto__" an own key, as JSON.parse does, instead of setting the prototype.
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/**
 * A valid object with one thing wrong: an odd character inside a valid text, one field replaced by
 * a bad value, one field missing, or one key too many (mass assignment, `__proto__`).
 */
export function oneBadField(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  const textKeys = keys.filter((k) => typeof valid[k] === 'string');
  // The valid text with one odd character slipped in: passes a naive check, then meets the database.
  const oddText = fc
    .tuple(fc.constantFrom(...(textKeys.length ? textKeys : keys)), fc.constantFrom(...oddCharacters), fc.nat())
    .map(([k, odd, at]) => {
      const value = valid[k];
      const text = typeof value === 'string' ? value : '';
      const i = at % (text.length + 1);
      return withOwnKey(valid, k, `${text.slice(0, i)}${odd}${text.slice(i)}`);
    });
  return fc.oneof(
    { weight: 2, arbitrary: oddText },
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...keys), badValue).map(([k, v]) => withOwnKey(valid, k, v)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k))),
    },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...extraKeys), badValue).map(([k, v]) => withOwnKey(valid, k, v)) },
  );
}

/** Bad for an object argument: anything, or the valid object with one thing wrong (more often). */
export function badObject(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 1, arbitrary: badValue }, { weight: 2, arbitrary: oneBadField(valid) });
}

/** Bad for an id argument: anything, near-uuids, unknown uuids and the given ids of another account. */
export function badId(otherAccountIds: readonly string[] = []): fc.Arbitrary<unknown> {
  const nearUuids = fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '{6f1a3c2e-1111-4a4a-8b8b-123456789abc}',
    '6f1a3c2e11114a4a8b8b123456789abc',
    "6f1a3c2e-1111-4a4a-8b8b-123456789abc' or '1'='1",
    '6f1a3c2e-1111-4a4a-8b8b-123456789abc\u0000',
    ' 6f1a3c2e-1111-4a4a-8b8b-123456789abc ',
  );
  const arbitraries: fc.Arbitrary<unknown>[] = [badValue, nearUuids, fc.uuid()];
  if (otherAccountIds.length) arbitraries.push(fc.constantFrom(...otherAccountIds));
  return fc.oneof(...arbitraries);
}

/**
 * A request body as bytes on the wire: JSON of bad values, broken JSON, huge or odd text. `valid`
 * adds the valid JSON object with one bad field (more often).
 */
/** JSON text of any value (bigints as strings; undefined as the bare word, which is broken JSON). */
export const toJson = (v: unknown) =>
  (JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x)) as string | undefined) ?? 'undefined';

export function badBody(valid?: Record<string, unknown>): fc.Arbitrary<string> {
  const json = toJson;
  const broken = fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    '{"a":1}}',
    "{'a':1}",
    'nul',
    'NaN',
    '\u0000',
    '{"a":"\\ud800"}',
    '{"a":1e999}',
  );
  const arbitraries: fc.Arbitrary<string>[] = [badValue.map(json), broken, hugeString, unicodeString, payloadString];
  if (!valid) return fc.oneof(...arbitraries);
  return fc.oneof({ weight: 3, arbitrary: fc.oneof(...arbitraries) }, { weight: 4, arbitrary: oneBadField(valid).map(json) });
}

/** A path segment (an id or a token in the URL): anything that can be typed in an address. */
export const badPathSegment = fc.oneof(
  payloadString,
  // An address decodes to well-formed text only: no lone surrogates here.
  unicodeString.filter((s) => s.isWellFormed()),
  fc.uuid(),
  fc.string({ unit: fc.constantFrom(...'ABCxyz019_-'.split('')), minLength: 40, maxLength: 100 }),
  fc.constantFrom('..', '.', '%00', '%2e%2e', 'null', 'undefined', 'a'.repeat(5000)),
);
