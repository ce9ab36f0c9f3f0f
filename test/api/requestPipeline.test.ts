import { connect } from 'node:net';
import { expect, it, vi } from 'vitest';
import { FOREIGN_HOST_TEXT, FOREIGN_ORIGIN_TEXT, hostPolicy } from '../../scripts/api/requestGuard';
import { BODY_TOO_LARGE_TEXT, TOO_SLOW_TEXT } from '../../scripts/api/requestLimits';
import { ApiPaths, DemoApiPaths } from '../../src/infrastructure/api/paths';
import { DEMO_CUSTOMERS } from '../helpers/demoCustomers';
import { sendTo } from './loopback';
import { startTestApi, TEST_APP_ORIGIN } from './testApiServer';

// The demo API's request pipeline over a real socket: who may call it, how much and how slowly.
const APP = TEST_APP_ORIGIN;
const MB = 1024 * 1024;
const running = startTestApi({ limits: { headersTimeoutMs: 400, bodyTimeoutMs: 400 } });
const port = () => Number(new URL(running().url).port);

const send = (request: Parameters<typeof sendTo>[1]) => sendTo(running().url, request);
const loginBody = (password: string) => JSON.stringify({ phone: DEMO_CUSTOMERS.aarav.phone, password });

it("refuses a no-cors POST from another website to 'Reset demo data' (403) before the data is touched", async () => {
  const reset = vi.spyOn(running().server, 'resetDemoData');
  const answer = await send({
    method: 'POST',
    target: `/${DemoApiPaths.resetData}`,
    headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
    body: '{}',
  });
  expect(answer.status).toBe(403);
  expect(JSON.parse(answer.text)).toEqual({ success: false, message: FOREIGN_ORIGIN_TEXT });
  expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  expect(reset).not.toHaveBeenCalled();
  reset.mockRestore();
});

it("refuses another website's read of the demo mailbox and its preflight; the app's own origin is answered", async () => {
  const mailbox = `/${DemoApiPaths.latestMessage}?email=${encodeURIComponent(DEMO_CUSTOMERS.aarav.email)}`;
  const stranger = await send({ target: mailbox, headers: { Origin: 'null' } });
  expect(stranger.status).toBe(403);
  const preflight = await send({
    method: 'OPTIONS',
    target: mailbox,
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
  });
  expect(preflight.status).toBe(403);
  const app = await send({ target: mailbox, headers: { Origin: APP } });
  expect(app.status).toBe(200);
  expect(app.headers['access-control-allow-origin']).toBe(APP);
});

it('refuses a Host that is not its own (a rebound DNS name, another port) and answers its IP and localhost', async () => {
  const categories = `/${ApiPaths.cuisineCategories}`;
  for (const host of [
    'evil.example',
    `evil.example:${port()}`,
    `127.0.0.1.nip.io:${port()}`,
    `127.0.0.1:${port() + 1}`,
  ]) {
    const answer = await send({ target: categories, headers: { Host: host } });
    expect(answer.status, host).toBe(403);
    expect(JSON.parse(answer.text), host).toEqual({ success: false, message: FOREIGN_HOST_TEXT });
  }
  for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `LOCALHOST:${port()}`])
    expect((await send({ target: categories, headers: { Host: host } })).status, host).toBe(200);
  expect(hostPolicy(8787, 'railbite.local')('railbite.local:8787')).toBe(true);
  expect(hostPolicy(8787, undefined)('[::1]:8787')).toBe(true);
  expect(hostPolicy(8787, undefined)('192.168.1.20:8787')).toBe(true);
  expect(hostPolicy(8787, undefined)(undefined)).toBe(false);
});

it('answers 413 to a body above 1 MB counted as it streams (chunked, no Content-Length) and to a declared one', async () => {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const streamed = await send({
    method: 'POST',
    target: `/${ApiPaths.login}`,
    headers: { 'Content-Type': 'application/json' },
    body: Array.from({ length: 17 }, () => chunk),
  });
  expect(streamed.status).toBe(413);
  expect(JSON.parse(streamed.text)).toEqual({ success: false, message: BODY_TOO_LARGE_TEXT });
  const declared = await send({
    method: 'POST',
    target: `/${ApiPaths.login}`,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 * MB) },
  });
  expect(declared.status).toBe(413);
});

it('reads a body of exactly 1 MB and answers it as usual', async () => {
  const padding = 'x'.repeat(MB - loginBody('').length);
  const answer = await send({
    method: 'POST',
    target: `/${ApiPaths.login}`,
    headers: { 'Content-Type': 'application/json' },
    body: loginBody(padding),
  });
  expect(answer.status).toBe(401);
  expect(await send({ target: `/${ApiPaths.cuisineCategories}` })).toMatchObject({ status: 200 });
});

it('answers 408 to a body that stops arriving and to headers that never end, then closes the connection', async () => {
  const slowBody = await new Promise<string>((resolve, reject) => {
    const socket = connect(port(), '127.0.0.1', () =>
      socket.write(
        `POST /${ApiPaths.login} HTTP/1.1\r\nHost: 127.0.0.1:${port()}\r\nContent-Type: application/json\r\n` +
          'Content-Length: 100\r\n\r\n{"phone":',
      ),
    );
    let text = '';
    socket.on('data', (data) => (text += data.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  expect(slowBody).toMatch(/^HTTP\/1\.1 408/);
  expect(slowBody).toContain(JSON.stringify({ success: false, message: TOO_SLOW_TEXT }));

  const started = Date.now();
  const slowHeaders = await new Promise<string>((resolve, reject) => {
    const socket = connect(port(), '127.0.0.1', () => socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port()}\r\n`));
    let text = '';
    socket.on('data', (data) => (text += data.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(slowHeaders).toMatch(/^HTTP\/1\.1 408/);
  expect(slowHeaders).toContain(JSON.stringify({ success: false, message: TOO_SLOW_TEXT }));
  expect((await send({ target: `/${ApiPaths.cuisineCategories}` })).status).toBe(200);
});
