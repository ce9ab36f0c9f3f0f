import fc from 'fast-check';

/** An answer as the network delivers it: a status and the raw body text. */
export interface RawAnswer {
  kind: MalformedKind;
  status: number;
  text: string;
  /** The JSON value `text` was written from, when it was: a contract check reads it instead of parsing `text`. */
  value?: unknown;
}

export type MalformedKind =
  'wrong type' | 'missing field' | 'extra nesting' | 'huge string' | 'HTML' | 'empty' | 'truncated JSON';

type Path = (string | number)[];

/** Every node below the root of a JSON value, by its path. */
function nodePaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...path, index], ...nodePaths(item, [...path, index])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...nodePaths(item, [...path, key])]);
  }
  return [];
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  return node;
}

const getAt = (root: unknown, path: Path): unknown => (path.length === 0 ? root : parentOf(root, path)[path.at(-1)!]);

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root);
  parentOf(copy, path)[path.at(-1)!] = value;
  return copy;
}

function deleteAt(root: unknown, path: Path): unknown {
  const copy = structuredClone(root);
  const parent = parentOf(copy, path);
  const key = path.at(-1)!;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return copy;
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

const HUGE = 'ऋ'.repeat(50_000) + 'x'.repeat(150_000);

/** Any JSON value of another type than `current`. */
const otherType = (current: unknown) =>
  fc
    .oneof(
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
    )
    .filter((value) => typeOf(value) !== typeOf(current));

const html = fc
  .tuple(
    fc.constantFrom('502 Bad Gateway', 'Service Unavailable', 'Login required', 'Captive portal: accept the terms'),
    fc.string({ maxLength: 30 }),
  )
  .map(
    ([title, extra]) =>
      `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>${extra}</p></body></html>`,
  );

/** Statuses a broken proxy or server may answer with (mostly 200: the client must not trust a 200 either). */
const anyStatus = fc.constantFrom(200, 200, 200, 201, 400, 401, 403, 404, 409, 429, 500, 502, 503);

const json =
  (kind: MalformedKind) =>
  (value: unknown): RawAnswer => ({ kind, status: 200, text: JSON.stringify(value) ?? '', value });

/** The nodes of a JSON value grouped by field: `items.3.price` and `items.0.price` are the same field. */
function byField(good: unknown): Path[][] {
  const groups = new Map<string, Path[]>();
  for (const path of nodePaths(good)) {
    const field = path.map((key) => (typeof key === 'number' ? '[]' : key)).join('.');
    groups.set(field, [...(groups.get(field) ?? []), path]);
  }
  return [...groups.values()];
}

/**
 * The malformed answers every endpoint gets, whatever the random runs pick: each field of the good answer (its
 * first node) of another type, null, missing and nested one level deeper; and the whole body of another type,
 * null, empty, an HTML page, cut in half and a huge string.
 */
export function everyFieldMalformed(good: unknown): RawAnswer[] {
  const goodText = JSON.stringify(good);
  const answers: RawAnswer[] = [];
  for (const [path] of [[[]], ...byField(good)] as Path[][]) {
    const value = getAt(good, path!);
    answers.push(json('wrong type')(setAt(good, path!, typeOf(value) === 'string' ? 7 : 'x')));
    if (value !== null) answers.push(json('wrong type')(setAt(good, path!, null)));
    if (typeof path!.at(-1) === 'string') answers.push(json('missing field')(deleteAt(good, path!)));
    answers.push(json('extra nesting')(setAt(good, path!, { data: value })));
  }
  answers.push(
    json('huge string')(HUGE),
    { kind: 'empty', status: 200, text: '' },
    { kind: 'HTML', status: 200, text: '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>' },
    { kind: 'truncated JSON', status: 200, text: goodText.slice(0, Math.max(1, Math.floor(goodText.length / 2))) },
  );
  return answers;
}

/**
 * Malformed answers built from one good answer of an endpoint: wrong types, missing fields, extra nesting,
 * huge strings, HTML pages, empty bodies and truncated JSON. Some of them may still be acceptable answers
 * (a missing optional field); the caller sorts those out with the endpoint's own contract.
 */
export function malformedAnswers(good: unknown): fc.Arbitrary<RawAnswer> {
  const fields = byField(good);
  // A field first, then one of its nodes: the runs spread over the contract's fields, not over the items of a list.
  const pick = (groups: Path[][]) => fc.constantFrom(...groups).chain((paths) => fc.constantFrom(...paths));
  const nodes = fields.length > 0 ? pick(fields) : fc.constant<Path>([]);
  const keyFields = fields.filter(([path]) => typeof path!.at(-1) === 'string');
  const goodText = JSON.stringify(good);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: nodes.chain((path) =>
        otherType(getAt(good, path)).map((value) => json('wrong type')(setAt(good, path, value))),
      ),
    },
    { weight: 1, arbitrary: otherType(good).map(json('wrong type')) },
    ...(keyFields.length > 0
      ? [{ weight: 3, arbitrary: pick(keyFields).map((path) => json('missing field')(deleteAt(good, path))) }]
      : []),
    {
      weight: 2,
      arbitrary: fc
        .tuple(nodes, fc.constantFrom('data', 'result', 'payload'), fc.boolean())
        .map(([path, key, asArray]) =>
          json('extra nesting')(setAt(good, path, asArray ? [getAt(good, path)] : { [key]: getAt(good, path) })),
        ),
    },
    // A huge string at any node; the whole body as one is the same answer every time: everyFieldMalformed sends it.
    { weight: 1, arbitrary: nodes.map((path) => json('huge string')(setAt(good, path, HUGE))) },
    {
      weight: 1,
      arbitrary: fc.tuple(html, anyStatus).map(([text, status]): RawAnswer => ({ kind: 'HTML', status, text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('', ' ', '\n', '\r\n\t'), anyStatus)
        .map(([text, status]): RawAnswer => ({ kind: 'empty', status, text })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: Math.max(1, goodText.length - 1) }), anyStatus)
        .map(([length, status]): RawAnswer => ({ kind: 'truncated JSON', status, text: goodText.slice(0, length) })),
    },
  );
}
