import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentRedirectTarget, type RedirectPolicy } from './paymentRedirect';

const live: RedirectPolicy = { allowedOrigins: ['https://pay.gateway.example'], demoGateway: false };
const demo: RedirectPolicy = { allowedOrigins: [], demoGateway: true };

describe('paymentRedirectTarget (FEATURES F-safety: only allowed https gateways)', () => {
  it('follows an https page of an allowed gateway', () => {
    expect(paymentRedirectTarget('https://pay.gateway.example/checkout/RB1?s=1', live)).toEqual({
      kind: 'gateway',
      url: 'https://pay.gateway.example/checkout/RB1?s=1',
    });
  });

  it.each([
    ['javascript:', 'javascript:alert(localStorage.user_cred)'],
    ['javascript: in capitals, after spaces', '  JavaScript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['http:', 'http://pay.gateway.example/checkout/RB1'],
    ['an unlisted https host', 'https://evil.example/checkout'],
    ['a look-alike host', 'https://pay.gateway.example.evil.example/'],
    ['credentials before an allowed host', 'https://pay.gateway.example@evil.example/'],
    ['a relative //host URL', '//evil.example/checkout'],
    ['a relative //host URL of the allowed host', '//pay.gateway.example/checkout'],
    ['https without slashes', 'https:evil.example'],
    ['backslashes', 'https:\\\\evil.example'],
    ['the demo gateway outside the demo', '/demo-payment/RB100001'],
    ['an empty address', ''],
  ])('refuses %s', (_name, url) => {
    expect(paymentRedirectTarget(url, live)).toEqual({ kind: 'refused' });
  });

  it("opens the app's own demo gateway in fake mode only, for a well-formed order id", () => {
    expect(paymentRedirectTarget('/demo-payment/RB100001', demo)).toEqual({
      kind: 'in-app',
      path: '/demo-payment/RB100001',
    });
    expect(paymentRedirectTarget('/demo-payment/../../user/address', demo)).toEqual({ kind: 'refused' });
    expect(paymentRedirectTarget('/demo-payment/RB1?next=//evil.example', demo)).toEqual({ kind: 'refused' });
    expect(paymentRedirectTarget('https://pay.gateway.example/x', demo)).toEqual({ kind: 'refused' });
  });

  it('never lets through anything but an allowed origin or the demo path', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (url) => {
        const target = paymentRedirectTarget(url, {
          allowedOrigins: ['https://pay.gateway.example'],
          demoGateway: true,
        });
        if (target.kind === 'gateway') expect(new URL(target.url).origin).toBe('https://pay.gateway.example');
        if (target.kind === 'in-app') expect(target.path).toMatch(/^\/demo-payment\/[A-Za-z0-9_-]{1,64}$/);
      }),
    );
  });
});
