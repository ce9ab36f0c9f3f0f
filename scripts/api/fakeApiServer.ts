import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { parseDemoSettings } from '../../src/infrastructure/fake/adapters/DemoSettings';
import { demoIpGeolocationUrl } from '../../src/infrastructure/api/paths';
import { createFakeServer } from '../../src/infrastructure/fake/createFakeServer';
import { MemorySnapshotStore, type SnapshotStore } from '../../src/infrastructure/fake/db/SnapshotStore';
import { createFakeHandlers } from '../../src/infrastructure/fake/msw/createFakeHandlers';
import type { FakeServer } from '../../src/infrastructure/fake/server/FakeServer';
import { answerClientErrors } from './clientErrors';
import { corsHeaders, type OriginPolicy } from './cors';
import { handlersFor } from './handlerIndex';
import { toFetchRequest, writeFetchResponse } from './nodeFetchBridge';
import { guardRequest, hostPolicy, RequestRefused } from './requestGuard';
import { DEFAULT_REQUEST_LIMITS, readBody, type RequestLimits } from './requestLimits';

export interface FakeApiOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  allows: OriginPolicy;
  /** Host names answered besides IP literals and localhost (API_ALLOWED_HOSTS, comma-separated). */
  allowedHosts?: string;
  /** Body size and time limits (DEFAULT_REQUEST_LIMITS when not given). */
  limits?: Partial<RequestLimits>;
  /** PBKDF2 iterations for new password hashes (the built demo's default when not given). */
  passwordIterations?: number;
  /** Where the data is kept between restarts (memory when not given: a restart begins again from the seed). */
  snapshots?: SnapshotStore;
  /**
   * The demo knobs the server follows, as JSON (`API_DEMO_SETTINGS`, the same object as the in-browser demo's
   * `railbite.demo`): `rejectingRestaurants` and the train knobs; the knobs of the in-browser gateway (latency,
   * faults, chaos) have no meaning here.
   */
  demoSettings?: string;
  /** Where a request that failed inside the server is reported (the console when not given). */
  reportFailure?: (message: string, error: unknown) => void;
}

export interface RunningFakeApi {
  url: string;
  server: FakeServer;
  close(): Promise<void>;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * The demo backend over real HTTP (`npm run api`): the same FakeServer and seed as the in-browser demo, with the
 * same msw handlers as the contract tests, answering Node's HTTP requests. Data stays in memory unless a snapshot
 * store (a JSON file) is given.
 */
export async function startFakeApi(options: FakeApiOptions): Promise<RunningFakeApi> {
  const knobs = parseDemoSettings(options.demoSettings ?? '{}');
  if (!knobs) throw new Error(`API_DEMO_SETTINGS is not valid demo settings JSON: ${options.demoSettings}`);
  const fake = await createFakeServer({
    snapshots: options.snapshots ?? new MemorySnapshotStore(),
    ...(options.passwordIterations ? { security: { passwordIterations: options.passwordIterations } } : {}),
  });
  fake.setDemoKnobs(knobs);
  const limits = { ...DEFAULT_REQUEST_LIMITS, ...options.limits };
  const http: Server = createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.headersTimeoutMs + limits.bodyTimeoutMs,
    // Node checks the two timeouts above at this interval (30 s by default, longer than the limits themselves).
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, limits.headersTimeoutMs / 4)),
  });
  answerClientErrors(http);
  await new Promise<void>((resolve) => http.listen(options.port, options.host, resolve));
  const { port } = http.address() as AddressInfo;
  const url = `http://${options.host}:${port}/`;
  // The demo's IP lookup is the demo API's own (the app built against it asks it there, never a third party).
  const handlers = createFakeHandlers(fake, url, { ipGeolocationUrl: demoIpGeolocationUrl(url) });
  const allowsHost = hostPolicy(port, options.allowedHosts);
  const reportFailure = options.reportFailure ?? ((message, error) => console.error(message, error));

  http.on('request', (incoming, outgoing) => {
    const origin = incoming.headers.origin;
    const preflight = incoming.method === 'OPTIONS' && incoming.headers['access-control-request-method'] !== undefined;
    const cors = corsHeaders(origin, options.allows, preflight);
    void (async () => {
      try {
        guardRequest(incoming, options.allows, allowsHost);
        if (preflight) {
          outgoing.writeHead(204, cors).end();
          return;
        }
        const body = await readBody(incoming, limits);
        const request = toFetchRequest(incoming, url, body);
        const response = await getResponse(handlersFor(handlers, request), request);
        if (response) await writeFetchResponse(response, outgoing, cors);
        else
          outgoing
            .writeHead(404, { ...JSON_HEADERS, ...cors })
            .end(JSON.stringify({ success: false, message: 'Not found' }));
      } catch (error) {
        const refused = error instanceof RequestRefused ? error : null;
        if (!refused) reportFailure(`${incoming.method} ${incoming.url} failed`, error);
        // A refused request's body may still be arriving: the connection is closed after the answer, not read on.
        const closing = refused ? { connection: 'close' } : {};
        if (!outgoing.headersSent) outgoing.writeHead(refused?.status ?? 500, { ...JSON_HEADERS, ...cors, ...closing });
        outgoing.end(JSON.stringify({ success: false, message: refused?.message ?? 'Something went wrong' }));
      }
    })();
  });

  return {
    url,
    server: fake,
    close: () => new Promise<void>((resolve, reject) => http.close((error) => (error ? reject(error) : resolve()))),
  };
}
