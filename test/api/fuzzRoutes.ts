import { Agent, request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { originPolicy } from '../../scripts/api/cors';
import { type RunningFakeApi, startFakeApi } from '../../scripts/api/fakeApiServer';
import { ApiPaths } from '../../src/infrastructure/api/paths';
import { fakeRoutes } from '../../src/infrastructure/fake/routes/fakeRoutes';
import { DEMO_CUSTOMERS } from '../helpers/demoCustomers';
import { TEST_PASSWORD_ITERATIONS } from '../helpers/testFixtures';
import { type AbuseKind, type FuzzedRequest, type FuzzedRoute, malformedRequests, tooLarge } from './malformedRequests';

// Every route of `npm run api` under malformed requests over loopback: a seeded run (the same requests every
// time), bounded in count, in flight and in time, and sent to 127.0.0.1 only.
// FUZZ_REQUESTS_PER_ROUTE raises the count for a longer run; the suite never sends fewer than 1,000.
const REQUESTS_PER_ROUTE = Math.max(1_000, Number(process.env.FUZZ_REQUESTS_PER_ROUTE) || 0);
const TOO_LARGE_PER_ROUTE = 3;
const IN_FLIGHT = 8;
const SEED = 20_261_129;
const APP = 'http://127.0.0.1:4173';

let api: RunningFakeApi;
/** The server's own failures: the console is shared with other test files of the worker (isolate: false). */
const crashes = vi.fn();
const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

function startServer() {
  beforeAll(async () => {
    api = await startFakeApi({
      host: '127.0.0.1',
      port: 0,
      allows: originPolicy(APP),
      passwordIterations: TEST_PASSWORD_ITERATIONS,
      reportFailure: crashes,
    });
  });
  afterAll(async () => {
    agent.destroy();
    await api.close();
  });
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** One request over loopback; a connection the server closed after refusing a body counts as its answer. */
function send({ method, target, headers, body }: FuzzedRequest): Promise<Answer> {
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
    const outgoing = request({
      host: '127.0.0.1',
      port,
      method,
      path: target,
      headers: { ...headers, ...length },
      agent,
    });
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error(`${method} ${target.slice(0, 80)}: no answer`)));
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          contentType: String(incoming.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Runs `work` on every item with at most IN_FLIGHT at once. */
async function inFlight<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return results;
}

async function signIn({ phone, password }: { phone: string; password: string }) {
  const answer = await send({
    kind: 'bad JSON',
    method: 'POST',
    target: `/${ApiPaths.login}`,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  return (JSON.parse(answer.text) as { token: string }).token;
}

/** Whether a route's path pattern answers a path too (a `:name` segment takes any one segment, an id). */
function patternAnswers(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return wanted.length === given.length && wanted.every((part, i) => part.startsWith(':') || part === given[i]);
}

const routes: FuzzedRoute[] = fakeRoutes.map(({ endpoint }) => ({
  method: endpoint.method,
  path: endpoint.path,
  // GET api/orders/{orderId} answers GET api/orders/init-order-cod too (an id it does not know): not a wrong method.
  methodsOnPath: fakeRoutes
    .filter((other) => patternAnswers(other.endpoint.path, endpoint.path))
    .map((r) => r.endpoint.method),
}));

/** Whether a target names the route's own path once normalised (dot segments resolved, a trailing slash dropped). */
const samePath = (target: string, route: FuzzedRoute) =>
  new RegExp(`^/${route.path.replace(/:\w+/g, '[^/]+')}$`).test(
    new URL(target, 'http://127.0.0.1/').pathname.replace(/\/$/, ''),
  );

/**
 * The statuses a kind of abuse may be answered with: never a 5xx. A body the route does not read (a GET) or a
 * value that happens to be valid may succeed; a wrong method is not found, a body above 1 MB is too large.
 */
function allowedStatuses(kind: AbuseKind, route: FuzzedRoute): (status: number, target: string) => boolean {
  const refused = (status: number) => status >= 400 && status < 500;
  switch (kind) {
    case 'wrong method':
      return (status) => status === 404;
    case 'too large':
      return (status) => status === 413;
    case 'bad path':
      // A path that normalises to the route's own (`/x/`, `/x/a/..`) is the route itself.
      return (status, target) => refused(status) || (status === 200 && samePath(target, route));
    case 'foreign token':
      // Another customer's session never reaches this customer's order.
      return (status) => refused(status) || (status === 200 && !route.path.includes(':orderId'));
    default:
      return (status) => refused(status) || status === 200;
  }
}

/**
 * The fuzz of one part of the route table (`part` of `parts`): the parts are separate test files, so the two
 * test workers share the work.
 */
export function fuzzRoutes(part: number, parts: number) {
  const mine = routes.flatMap((route, index) => (index % parts === part ? [{ route, index }] : []));
  startServer();
  it(`answers ${REQUESTS_PER_ROUTE} malformed requests to each of ${mine.length} routes with JSON errors, never crashing`, async () => {
    const order = api.server.db.orders.findFirst((q) => q.where({ userId: 'u-aarav' }))!;
    const address = api.server.db.addresses.findFirst((q) => q.where({ userId: 'u-aarav' }));
    const ids = { orderId: order.orderId, id: address?.id ?? '1', trainNumber: '12955', pnr: '2345678901' };
    const started = Date.now();
    const tally = new Map<string, number>();
    const wrong: string[] = [];

    for (const { route, index } of mine) {
      // Fresh sessions for each route: a route may end them (sign-out, a password change).
      const own = await signIn(DEMO_CUSTOMERS.aarav);
      const foreign = await signIn(DEMO_CUSTOMERS.priya);
      const requests = [
        ...fc.sample(malformedRequests(route, { own, foreign }, ids), {
          numRuns: REQUESTS_PER_ROUTE,
          seed: SEED + index,
        }),
        ...Array.from({ length: TOO_LARGE_PER_ROUTE }, () => tooLarge(route, ids, own)),
      ];
      const answers = await inFlight(requests, send);
      answers.forEach((answer, i) => {
        const sent = requests[i]!;
        tally.set(`${sent.kind} ${answer.status}`, (tally.get(`${sent.kind} ${answer.status}`) ?? 0) + 1);
        const describe = `${sent.kind}: ${sent.method} ${sent.target.slice(0, 100)} → ${answer.status} ${answer.text.slice(0, 100)}`;
        const json = answer.contentType.startsWith('application/json');
        const plainTextOk = answer.status === 200 && route.path === ApiPaths.clientIp;
        if (!allowedStatuses(sent.kind, route)(answer.status, sent.target) || (!json && !plainTextOk))
          wrong.push(describe);
        else if (answer.status >= 400) {
          const body = JSON.parse(answer.text) as { success?: unknown; message?: unknown };
          if (body.success !== false || typeof body.message !== 'string') wrong.push(describe);
        }
      });
      // The server still answers after each route's barrage.
      const alive = await send({
        kind: 'bad path',
        method: 'GET',
        target: `/${ApiPaths.cuisineCategories}`,
        headers: {},
      });
      expect(alive.status, `after ${route.method} ${route.path}`).toBe(200);
    }

    console.info(
      `Fuzzed ${mine.length} routes × ${REQUESTS_PER_ROUTE + TOO_LARGE_PER_ROUTE} requests in ${Date.now() - started} ms:`,
      Object.fromEntries([...tally].sort()),
    );
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(crashes).not.toHaveBeenCalled();
    // A time limit for a busy machine: the count and the requests in flight are bounded above.
  }, 300_000);
}
