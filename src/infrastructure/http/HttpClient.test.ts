import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppError } from '../../domain/errors/AppError';
import { MALFORMED_RESPONSE_TEXT, NETWORK_ERROR_TEXT } from '../../domain/errors/errorText';
import { MemoryKeyValueStore } from '../browser/storage/MemoryKeyValueStore';
import { StoredSessionRepository } from '../browser/storage/StoredSessionRepository';
import { readAppConfig } from '../config/readAppConfig';
import { msw, TEST_API_BASE_URL, installMsw } from '../../../test/helpers/adapterSets';
import { HttpClient } from './HttpClient';

installMsw();

const url = (path: string) => new URL(path, TEST_API_BASE_URL).toString();
const Schema = z.object({ success: z.boolean(), data: z.array(z.number()) });

let session: StoredSessionRepository;
let client: HttpClient;

beforeEach(() => {
  session = new StoredSessionRepository(new MemoryKeyValueStore(), new MemoryKeyValueStore());
  client = new HttpClient(readAppConfig({ VITE_BACKEND: 'http', VITE_API_BASE_URL: TEST_API_BASE_URL }), session);
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as AppError,
  );

describe('HttpClient', () => {
  it('sends the bearer token when a session exists, query values and a JSON body', async () => {
    session.saveCredentials({ token: 'abc123', roleType: 'customer' });
    let seen: { auth: string | null; query: string; body: unknown } | undefined;
    msw.use(
      http.post(url('api/things'), async ({ request }) => {
        seen = {
          auth: request.headers.get('Authorization'),
          query: new URL(request.url).search,
          body: await request.json(),
        };
        return HttpResponse.json({ success: true, data: [1, 2] });
      }),
    );
    const result = await client.request('POST', 'api/things', {
      schema: Schema,
      json: { a: 1 },
      query: { page: 2, empty: '', none: undefined },
    });
    expect(result.data).toEqual([1, 2]);
    expect(seen).toEqual({ auth: 'Bearer abc123', query: '?page=2', body: { a: 1 } });
  });

  it('sends no authorization header without a session', async () => {
    let auth: string | null = 'unset';
    msw.use(
      http.get(url('api/things'), ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    await client.request('GET', 'api/things', { schema: Schema });
    expect(auth).toBeNull();
  });

  it('turns a response that does not match the schema into a malformed AppError', async () => {
    msw.use(http.get(url('api/things'), () => HttpResponse.json({ success: true, data: 'not a list' })));
    const error = await failure(client.request('GET', 'api/things', { schema: Schema }));
    expect(error).toMatchObject({ kind: 'malformed', message: MALFORMED_RESPONSE_TEXT });
  });

  it('turns a non-JSON body into a malformed AppError', async () => {
    msw.use(http.get(url('api/things'), () => HttpResponse.text('<html>gateway</html>')));
    expect(await failure(client.request('GET', 'api/things', { schema: Schema }))).toMatchObject({ kind: 'malformed' });
  });

  it("turns a 500 into a server AppError with the spec's generic text", async () => {
    msw.use(http.get(url('api/things'), () => new HttpResponse(null, { status: 500 })));
    expect(await failure(client.request('GET', 'api/things', { schema: Schema }))).toMatchObject({
      kind: 'server',
      message: NETWORK_ERROR_TEXT,
      status: 500,
    });
  });

  it("uses the server's error text for refusals", async () => {
    msw.use(
      http.post(url('api/things'), () =>
        HttpResponse.json({ success: false, error: 'Phone already registered' }, { status: 409 }),
      ),
    );
    expect(await failure(client.request('POST', 'api/things', { schema: Schema }))).toMatchObject({
      kind: 'rejected',
      message: 'Phone already registered',
    });
  });

  describe('error bodies (server text only from a JSON object on a 4xx, at most 200 characters)', () => {
    it("shows the spec's generic text for a proxy's HTML 502 page", async () => {
      msw.use(
        http.get(
          url('api/things'),
          () =>
            new HttpResponse('<html><body><h1>502 Bad Gateway</h1>nginx</body></html>', {
              status: 502,
              headers: { 'Content-Type': 'text/html' },
            }),
        ),
      );
      expect(await failure(client.request('GET', 'api/things', { schema: Schema }))).toMatchObject({
        kind: 'server',
        message: NETWORK_ERROR_TEXT,
        status: 502,
      });
    });

    it('never shows the text of a 500, such as a stack trace', async () => {
      const stack =
        'TypeError: Cannot read properties of undefined (reading "id")\n    at OrderController.init (/srv/app/orders.js:42:17)';
      msw.use(
        http.get(url('api/things'), () =>
          HttpResponse.json({ success: false, message: stack, error: stack }, { status: 500 }),
        ),
      );
      expect(await failure(client.request('GET', 'api/things', { schema: Schema }))).toMatchObject({
        kind: 'server',
        message: NETWORK_ERROR_TEXT,
      });
    });

    it("shows the spec's generic text for an empty 400 and for a 4xx that is not a JSON object", async () => {
      msw.use(http.post(url('api/things'), () => new HttpResponse(null, { status: 400 })));
      expect(await failure(client.request('POST', 'api/things', { schema: Schema }))).toMatchObject({
        kind: 'rejected',
        message: NETWORK_ERROR_TEXT,
        status: 400,
      });
      msw.use(
        http.post(
          url('api/things'),
          () =>
            new HttpResponse('<html>Too Many Requests</html>', {
              status: 429,
              headers: { 'Content-Type': 'text/html' },
            }),
        ),
      );
      expect(await failure(client.request('POST', 'api/things', { schema: Schema }))).toMatchObject({
        message: NETWORK_ERROR_TEXT,
        status: 429,
      });
      msw.use(http.post(url('api/things'), () => HttpResponse.json('<b>Refused</b>', { status: 400 })));
      expect(await failure(client.request('POST', 'api/things', { schema: Schema }))).toMatchObject({
        message: NETWORK_ERROR_TEXT,
      });
    });

    it('trims a 4xx JSON message and cuts it to 200 characters', async () => {
      msw.use(
        http.post(url('api/things'), () => HttpResponse.json({ message: `  ${'x'.repeat(500)}  ` }, { status: 422 })),
      );
      const error = await failure(client.request('POST', 'api/things', { schema: Schema }));
      expect(error.message).toHaveLength(200);
      expect(error.message.startsWith('xxx')).toBe(true);
    });
  });

  it("turns a network failure into 'Network Error.'", async () => {
    msw.use(http.get(url('api/things'), () => HttpResponse.error()));
    expect(await failure(client.request('GET', 'api/things', { schema: Schema }))).toMatchObject({
      kind: 'network',
      message: NETWORK_ERROR_TEXT,
    });
  });

  it('clears the saved session on any 401', async () => {
    session.saveCredentials({ token: 'old', roleType: 'customer' });
    msw.use(http.get(url('api/anything'), () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    expect(await failure(client.request('GET', 'api/anything', { schema: Schema }))).toMatchObject({
      kind: 'unauthorized',
    });
    expect(session.readCredentials().status).toBe('signed-out');
  });

  it('a 401 for a request sent without a token does not sign out a session saved since', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    msw.use(
      http.get(url('api/anything'), async () => {
        await answered;
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
    );
    const call = failure(client.request('GET', 'api/anything', { schema: Schema }));
    session.saveCredentials({ token: 'fresh', roleType: 'customer' });
    answer();
    expect(await call).toMatchObject({ kind: 'unauthorized' });
    expect(session.readCredentials()).toMatchObject({ status: 'signed-in', credentials: { token: 'fresh' } });
  });

  it('reads plain-text answers', async () => {
    msw.use(http.get(url('get-ip'), () => HttpResponse.text('203.0.113.7')));
    expect(await client.request('GET', 'get-ip', { schema: z.string(), responseType: 'text' })).toBe('203.0.113.7');
  });
});
