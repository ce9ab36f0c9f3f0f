import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderPushNews, rescuePushNews } from '../../../../test/helpers/pushArbitraries';
import { type OrderPushNews, orderPushText } from '../../../domain/push/orderPush';
import { delayRescuePush, notDeliveredPush } from '../../../domain/train/rescuePush';
import type { RescuePushNews } from '../../../domain/train/rescuePushNews';
import { loadScreenMessages, switchLanguage } from '../i18n';
import { noticeText } from '../noticeText';

const seatNews: OrderPushNews = {
  orderId: 'RB100017',
  status: 'out for delivery',
  restaurantName: 'Biryani House',
  userPin: '4821',
  paidOnline: false,
  seat: { stationName: 'Vadodara Junction', coach: 'B2', berth: '34' },
};

describe('an order push worded by the app', () => {
  beforeAll(loadScreenMessages);
  afterEach(() => switchLanguage('en'));

  it('says in English word for word what the server sent, for every announced push', () => {
    fc.assert(
      fc.property(orderPushNews, (news) => {
        const sent = orderPushText(news)!;
        const about = { about: 'order', news } as const;
        expect(noticeText({ kind: 'pushNews', news: about })).toBe(`${sent.title}: ${sent.body}`);
        expect(noticeText({ kind: 'pushNews', news: about, part: 'title' })).toBe(sent.title);
        expect(noticeText({ kind: 'pushNews', news: about, part: 'body' })).toBe(sent.body);
      }),
    );
  });

  it("says a seat order's rescue push in English word for word what the server sent", () => {
    fc.assert(
      fc.property(rescuePushNews, (news) => {
        const { closure, orderId, laterStations } = news;
        const sent = (
          closure.kind === 'notDelivered'
            ? notDeliveredPush({ orderId, closure })
            : delayRescuePush({ orderId, closure, laterStations })
        ).notification;
        expect(noticeText({ kind: 'pushNews', news: { about: 'rescue', news } })).toBe(`${sent.title}: ${sent.body}`);
      }),
    );
  });

  it("says a seat order's rescue push in Hindi: why, the refund, the later stations", async () => {
    await switchLanguage('hi');
    const orderBy = Date.UTC(2026, 10, 22, 8, 55); // 14:25 IST
    const news: RescuePushNews = {
      orderId: 'RB100040',
      closure: { kind: 'skipped', station: { code: 'KOTA', name: 'Kota Junction' }, refundPaise: 0 },
      laterStations: [{ code: 'JP', name: 'Jaipur', orderBy }],
    };
    expect(
      noticeText({
        kind: 'pushNews',
        news: { about: 'rescue', news: { ...news, laterStations: [...news.laterStations] } },
      }),
    ).toBe(
      'ऑर्डर RB100040 रद्द: आपकी ट्रेन Kota Junction पर नहीं रुकेगी: ट्रेन आज Kota Junction (KOTA) पर नहीं रुकेगी। ' +
        'कुछ भुगतान नहीं हुआ (कैश ऑन डिलीवरी): रिफ़ंड के लिए कुछ नहीं। आगे के स्टेशन पर ऑर्डर करें: Jaipur (JP) 14:25 तक।',
    );
  });

  it('says it in Hindi: the order, where the train meets it, the PIN; the data (restaurant, station) as it came', async () => {
    await switchLanguage('hi');
    expect(noticeText({ kind: 'pushNews', news: { about: 'order', news: seatNews } })).toBe(
      'ऑर्डर RB100017 डिलीवरी के लिए निकल चुका है: Biryani House से आपका ऑर्डर RB100017 Vadodara Junction के ' +
        'प्लेटफ़ॉर्म पर कोच B2, बर्थ 34 के लिए इंतज़ार कर रहा है। डिलीवरी PIN: 4821 (इसे सिर्फ़ डिलीवरी पार्टनर को बताएं)।',
    );
    const cancelled = { ...seatNews, status: 'cancelled', paidOnline: true } as const;
    expect(noticeText({ kind: 'pushNews', news: { about: 'order', news: cancelled } })).toBe(
      'ऑर्डर RB100017 रद्द हुआ: Biryani House से आपका ऑर्डर RB100017 रद्द कर दिया गया है। ' +
        'आपकी चुकाई रकम 5-7 कामकाजी दिनों में आपके मूल पेमेंट तरीके में लौटा दी जाएगी।',
    );
    expect(noticeText({ kind: 'pushAction', action: 'trackOrder' })).toBe('ऑर्डर ट्रैक करें');
    expect(noticeText({ kind: 'pushAction', action: 'rateOrder' })).toBe('ऑर्डर को रेटिंग दें');
  });

  it('names every push button in each language, none left in English', async () => {
    const actions = ['trackOrder', 'laterStation', 'rateOrder', 'orderHistory', 'viewOrder'] as const;
    const english = actions.map((action) => noticeText({ kind: 'pushAction', action }));
    expect(english).toEqual([
      'Track Order',
      'Order at a later station',
      'Rate your order',
      'View Order History',
      'View Order',
    ]);
    for (const code of ['hi', 'ta', 'bn']) {
      await switchLanguage(code);
      const words = actions.map((action) => noticeText({ kind: 'pushAction', action }));
      expect(
        words.filter((word) => /[A-Za-z]{3}/.test(word)),
        code,
      ).toEqual([]);
    }
  });
});
