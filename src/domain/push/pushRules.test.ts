import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toPushMessage } from './PushMessage';
import { createDeviceId, isDeviceId, isTokenFresh, PUSH_TOKEN_MAX_AGE_MS } from './pushRules';

const defaults = { title: 'RailBite', icon: '/favicon.svg' };

describe('push message fields (FEATURES F-account)', () => {
  it('prefers the notification fields, then the data fields, then the defaults', () => {
    expect(
      toPushMessage(
        {
          notification: { title: 'Order on the way', body: 'Arriving in 10 min' },
          data: { title: 'ignored', click_action: '/track-order' },
        },
        defaults,
      ),
    ).toEqual({
      title: 'Order on the way',
      body: 'Arriving in 10 min',
      icon: '/favicon.svg',
      image: null,
      link: '/track-order',
    });
    expect(
      toPushMessage({ data: { title: 'Data title', body: 'Data body', image: '/x.png' } }, defaults),
    ).toMatchObject({ title: 'Data title', image: '/x.png' });
    expect(toPushMessage({ fcmOptions: { link: 'https://example.com/deal' } }, defaults)).toMatchObject({
      title: 'RailBite',
      link: 'https://example.com/deal',
    });
  });

  it('never throws on anything a provider might send', () => {
    fc.assert(fc.property(fc.anything(), (payload) => typeof toPushMessage(payload, defaults).title === 'string'));
  });

  it('keeps only picture addresses the app may show (FEATURES F-safety)', () => {
    expect(
      toPushMessage(
        { notification: { icon: 'javascript:alert(1)', image: 'http://tracker.example/pixel.gif' } },
        defaults,
      ),
    ).toMatchObject({
      icon: '/favicon.svg',
      image: null,
    });
    expect(toPushMessage({ data: { icon: 'https://cdn.example/i.png' } }, defaults).icon).toBe(
      'https://cdn.example/i.png',
    );
  });
});

describe('device id and token age', () => {
  it('makes ids of the form device_{random}_{timestamp}', () => {
    expect(createDeviceId('k3x9q', 1763800000000)).toBe('device_k3x9q_1763800000000');
    expect(isDeviceId('device_k3x9q_1763800000000')).toBe(true);
    expect(isDeviceId('phone-1')).toBe(false);
  });

  it('reuses a saved token for 7 days', () => {
    const saved = 1_000_000;
    expect(isTokenFresh(saved, saved + PUSH_TOKEN_MAX_AGE_MS - 1)).toBe(true);
    expect(isTokenFresh(saved, saved + PUSH_TOKEN_MAX_AGE_MS)).toBe(false);
  });
});
