import { describe, expect, it } from 'vitest';
import { readAppConfig } from './readAppConfig';

describe('readAppConfig', () => {
  it('defaults to the offline fake backend with keyless maps and demo notifications', () => {
    const config = readAppConfig({});
    expect(config.backend).toBe('fake');
    expect(config.googleMapsKey).toBe('');
    expect(config.firebase).toBeNull();
    expect(config.addressUpdateMethod).toBe('PUT');
  });
  it('hashes demo passwords with 600,000 PBKDF2 iterations and keeps a sign-in 30 days unless told otherwise', () => {
    expect(readAppConfig({})).toMatchObject({ fakePasswordIterations: 600_000, fakeSessionDays: 30 });
    expect(readAppConfig({ VITE_FAKE_PASSWORD_ITERATIONS: '1000', VITE_FAKE_SESSION_DAYS: '1' })).toMatchObject({
      fakePasswordIterations: 1000,
      fakeSessionDays: 1,
    });
    expect(readAppConfig({ VITE_FAKE_PASSWORD_ITERATIONS: '10' }).fakePasswordIterations).toBe(600_000);
  });
  it('never throws on broken values', () => {
    const config = readAppConfig({
      VITE_BACKEND: 'mainframe',
      VITE_FAKE_LATENCY_MS: 'slow',
      VITE_ADDRESS_UPDATE_METHOD: 'GET',
    });
    expect(config.backend).toBe('fake');
    expect(config.fakeLatencyMs).toBe(250);
    expect(config.addressUpdateMethod).toBe('PUT');
  });
  it('reads the live API settings', () => {
    const config = readAppConfig({
      VITE_BACKEND: 'http',
      VITE_API_BASE_URL: 'https://api.example.com/v1',
      VITE_ADDRESS_UPDATE_METHOD: 'POST',
    });
    expect(config.apiBaseUrl).toBe('https://api.example.com/v1/');
    expect(config.addressUpdateMethod).toBe('POST');
  });
  it('needs every Firebase setting before it enables push', () => {
    expect(readAppConfig({ VITE_FIREBASE_API_KEY: 'k' }).firebase).toBeNull();
    const firebase = readAppConfig({
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_APP_ID: 'a',
      VITE_FIREBASE_MESSAGING_SENDER_ID: 's',
    }).firebase;
    expect(firebase?.projectId).toBe('p');
  });
  it('keeps only https origins from the payment-gateway allowlist (empty means none)', () => {
    expect(readAppConfig({}).paymentGatewayOrigins).toEqual([]);
    expect(
      readAppConfig({
        VITE_PAYMENT_GATEWAY_ORIGINS:
          ' https://Pay.Gateway.example/checkout , http://plain.example, javascript:alert(1), not a url,https://secure.pay.example:8443 ',
      }).paymentGatewayOrigins,
    ).toEqual(['https://pay.gateway.example', 'https://secure.pay.example:8443']);
  });

  it("links the parent company's site only over https (the footer's link)", () => {
    expect(readAppConfig({ VITE_PARENT_COMPANY_URL: 'https://techbridge.example/' }).parentCompanyUrl).toBe(
      'https://techbridge.example/',
    );
    for (const url of ['javascript:alert(1)', 'http://techbridge.example/', 'not a url', ''])
      expect(readAppConfig({ VITE_PARENT_COMPANY_URL: url }).parentCompanyUrl, url).toBe('');
  });

  it("asks the demo API for the visitor's approximate place unless another IP-geolocation service is configured", () => {
    const demo = { VITE_BACKEND: 'http', VITE_API_BASE_URL: 'http://127.0.0.1:8787' };
    expect(readAppConfig(demo).ipGeolocationUrl).toBe('http://127.0.0.1:8787/demo/ip-geolocation/{ip}');
    expect(readAppConfig({ ...demo, VITE_IP_GEOLOCATION_URL: 'https://ip.example/{ip}' }).ipGeolocationUrl).toBe(
      'https://ip.example/{ip}',
    );
    expect(readAppConfig({ ...demo, VITE_API_BASE_URL: 'https://api.railbite.example/' }).ipGeolocationUrl).toBe('');
    expect(readAppConfig({}).ipGeolocationUrl).toBe('');
  });

  it('reaches the demo controls over HTTP only for the demo API server: on this machine, or when VITE_DEMO_API says so', () => {
    expect(readAppConfig({}).demoApi).toBe(false);
    expect(readAppConfig({ VITE_BACKEND: 'http', VITE_API_BASE_URL: 'https://api.railbite.example/' }).demoApi).toBe(
      false,
    );
    expect(readAppConfig({ VITE_BACKEND: 'http', VITE_API_BASE_URL: 'http://127.0.0.1:8787/' }).demoApi).toBe(true);
    expect(
      readAppConfig({ VITE_BACKEND: 'http', VITE_API_BASE_URL: 'http://localhost:8787/', VITE_DEMO_API: 'false' })
        .demoApi,
    ).toBe(false);
    expect(
      readAppConfig({ VITE_BACKEND: 'http', VITE_API_BASE_URL: 'https://demo-api.example/', VITE_DEMO_API: 'true' })
        .demoApi,
    ).toBe(true);
    expect(readAppConfig({ VITE_BACKEND: 'fake', VITE_DEMO_API: 'true' }).demoApi).toBe(false);
  });
});
