import fc from 'fast-check';

/** What kind of abuse a fuzzed request is. */
export type AbuseKind =
  | 'bad JSON'
  | 'wrong types'
  | 'huge string'
  | 'deep nesting'
  | 'bad path'
  | 'bad token'
  | 'foreign token'
  | 'wrong method'
  | 'too large';

export interface FuzzedRequest {
  kind: AbuseKind;
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: string;
}

/** One route of the server as the fuzz sees it: its method, its path (`:name` segments are ids). */
export interface FuzzedRoute {
  method: string;
  path: string;
  /** Methods answered on the same path by any route (a "wrong method" is none of them). */
  methodsOnPath: string[];
}

/** The tokens the fuzz sends: a customer's own, and another customer's (for another's ids). */
export interface FuzzTokens {
  own: string;
  foreign: string;
}

const FIELDS = [
  'phone',
  'password',
  'email',
  'mobile',
  'firstName',
  'otp',
  'restaurantId',
  'menuId',
  'itemId',
  'addressId',
  'orderId',
  'quantity',
  'paymentMethod',
  'tip',
  'lines',
  'outcome',
  'rating',
  'pnr',
  'seat',
  'token',
];
const ODD_IDS = [
  '',
  '..',
  '%2e%2e',
  '%00',
  '%ZZ',
  '%',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  "'%20OR%201=1",
  '%3Cscript%3E',
  '%F0%9F%92%A5',
  '..%2F..%2Fetc%2Fpasswd',
];
export const TOO_LARGE_BYTES = 1024 * 1024 + 1;

const jsonHeaders = (token?: string): Record<string, string> => ({
  'Content-Type': 'application/json',
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/** A path with its `:name` segments filled with `id`. */
const fill = (path: string, id: (name: string) => string) => `/${path.replace(/:(\w+)/g, (_, name) => id(name))}`;

/** Nested arrays or objects `depth` levels deep. */
const nested = (depth: number, objects: boolean) =>
  objects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A JSON value of the wrong shape for any request: any value, or an object of known fields with any values. */
const wrongTypes = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
);

/**
 * Malformed requests to one route: bad JSON, wrong types, huge strings, deep nesting, bad paths and ids, missing,
 * broken or another customer's tokens, wrong methods and bodies above the limit. A body-carrying kind is sent with
 * the customer's own token half of the time, so the route's checks behind the sign-in are reached too.
 */
export function malformedRequests(
  route: FuzzedRoute,
  tokens: FuzzTokens,
  ids: Record<string, string>,
): fc.Arbitrary<FuzzedRequest> {
  const { method } = route;
  const ownPath = fill(route.path, (name) => ids[name] ?? '1');
  const token = fc.option(fc.constant(tokens.own), { nil: undefined });
  const withBody = (kind: AbuseKind, body: fc.Arbitrary<string>) =>
    fc
      .tuple(body, token)
      .map(([text, own]): FuzzedRequest => ({ kind, method, target: ownPath, headers: jsonHeaders(own), body: text }));
  const wrongMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !route.methodsOnPath.includes(m));
  return fc.oneof(
    withBody(
      'bad JSON',
      fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('{', '{"a":', '[1,', '{"phone":"98', 'NaN', '\u0000', "{'a':1}", '{"a":1}}', '\uFEFF{}'),
        fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value).slice(0, -1) || '"'),
      ),
    ),
    withBody(
      'wrong types',
      wrongTypes.map((value) => JSON.stringify(value)),
    ),
    withBody(
      'huge string',
      fc
        .tuple(fc.constantFrom(...FIELDS), fc.integer({ min: 10_000, max: 100_000 }), fc.constantFrom('x', 'ऋ', '\\"'))
        .map(([field, length, unit]) => JSON.stringify({ [field]: unit.repeat(length / unit.length) })),
    ),
    withBody(
      'deep nesting',
      fc.tuple(fc.integer({ min: 100, max: 50_000 }), fc.boolean()).map(([depth, objects]) => nested(depth, objects)),
    ),
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom(...ODD_IDS),
          fc.string({ maxLength: 40 }).map(encodeURIComponent),
          fc.integer({ min: 1, max: 8_000 }).map((length) => 'a'.repeat(length)),
        ),
        fc.constantFrom('param', 'suffix', 'double slash', 'dot segment'),
        token,
      )
      .map(([id, where, own]): FuzzedRequest => {
        const target =
          where === 'param' && route.path.includes(':')
            ? fill(route.path, () => id)
            : where === 'double slash'
              ? ownPath.replace('/api/', '/api//')
              : where === 'dot segment'
                ? `${ownPath}/../${id}`
                : `${ownPath}/${id}`;
        return { kind: 'bad path', method, target, headers: jsonHeaders(own), body: '{}' };
      }),
    fc
      .oneof(
        fc.string({ maxLength: 60 }).map((text) => `Bearer ${text.replace(/[^\x21-\x7e]/g, '')}`),
        fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `bearer ${tokens.own}`, `Bearer ${tokens.own}x`, ''),
      )
      .map((authorization): FuzzedRequest => ({
        kind: 'bad token',
        method,
        target: ownPath,
        headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
        body: '{}',
      })),
    fc.constant<FuzzedRequest>({
      kind: 'foreign token',
      method,
      target: ownPath,
      headers: jsonHeaders(tokens.foreign),
      body: '{}',
    }),
    ...(wrongMethods.length > 0
      ? [
          fc.tuple(fc.constantFrom(...wrongMethods), token).map(([other, own]): FuzzedRequest => ({
            kind: 'wrong method',
            method: other,
            target: ownPath,
            headers: jsonHeaders(own),
            body: '{}',
          })),
        ]
      : []),
  );
}

/** A body one byte above the limit (sent a few times per route: each costs a megabyte). */
export const tooLarge = (route: FuzzedRoute, ids: Record<string, string>, own: string): FuzzedRequest => ({
  kind: 'too large',
  method: route.method,
  target: fill(route.path, (name) => ids[name] ?? '1'),
  headers: jsonHeaders(own),
  body: JSON.stringify({ phone: 'x'.repeat(TOO_LARGE_BYTES) }),
});
