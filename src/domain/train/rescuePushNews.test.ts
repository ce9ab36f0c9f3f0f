import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rescuePushNews } from '../../../test/helpers/pushArbitraries';
import { pushNewsOf } from '../push/pushNews';
import { delayRescuePush, notDeliveredPush } from './rescuePush';
import { type RescuePushNews, rescuePushNewsOf } from './rescuePushNews';

/** The push the server sends for these facts. */
const pushOf = (news: RescuePushNews) =>
  news.closure.kind === 'notDelivered'
    ? notDeliveredPush({ orderId: news.orderId, closure: news.closure })
    : delayRescuePush({ orderId: news.orderId, closure: news.closure, laterStations: news.laterStations });

describe('rescuePushNewsOf', () => {
  it('reads back the facts of every rescue push the server sends (what the app words it from)', () => {
    fc.assert(
      fc.property(rescuePushNews, (news) => {
        expect(rescuePushNewsOf(pushOf(news))).toEqual(news);
        expect(pushNewsOf(pushOf(news))).toEqual({ about: 'rescue', news });
      }),
    );
  });

  it('is null for a push without its facts, and offers no later station it cannot read', () => {
    expect(
      rescuePushNewsOf({ data: { orderId: 'RB1', orderStatus: 'Cancelled', title: 'Order RB1 cancelled' } }),
    ).toBeNull();
    // A late train's push says when the train now arrives.
    expect(
      rescuePushNewsOf({
        data: { orderId: 'RB1', closure: 'rescued', stationCode: 'JP', stationName: 'Jaipur', refundPaise: '0' },
      }),
    ).toBeNull();
    expect(
      rescuePushNewsOf({
        data: {
          orderId: 'RB1',
          closure: 'skipped',
          stationCode: 'JP',
          stationName: 'Jaipur',
          refundPaise: '0',
          laterStations: '[{"code":"<b>","name":"x","orderBy":1}]',
        },
      }),
    ).toEqual({
      orderId: 'RB1',
      closure: { kind: 'skipped', station: { code: 'JP', name: 'Jaipur' }, refundPaise: 0 },
      laterStations: [],
    });
  });
});
