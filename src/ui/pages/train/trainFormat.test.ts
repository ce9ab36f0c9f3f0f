import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type SeatClosure, seatClosureText } from '../../../domain/train/seatClosure';
import { loadScreenMessages, switchLanguage } from '../../i18n/i18n';
import { istMidnight } from '../../../domain/train/istTime';
import { scheduleOf, stopTimes } from '../../../domain/train/journey';
import { stopOrderability } from '../../../domain/train/orderability';
import {
  delayUpdatedWords,
  seatClosureWords,
  delayLabel,
  positionWords,
  seatOrderPlaceWords,
  seatStatusText,
  stopRuleText,
  ticketStatusText,
  timeLeftText,
} from './trainFormat';

const orderBy = Date.parse('2026-11-22T16:40:00+05:30');
const at = (clock: string) => Date.parse(`2026-11-22T${clock}:00+05:30`);

describe("the train screens' words", () => {
  afterAll(() => switchLanguage('en'));

  it('count down to the order-by time in minutes and hours, in English and in Hindi', async () => {
    await loadScreenMessages();
    await switchLanguage('en');
    expect(timeLeftText(orderBy, at('15:35'))).toBe('1 h 05 min left');
    expect(timeLeftText(orderBy, at('16:36'))).toBe('4 min left');
    expect(timeLeftText(orderBy, orderBy - 30_000)).toBe('less than a minute left');
    await switchLanguage('hi');
    expect(timeLeftText(orderBy, at('15:35'))).toBe('1 घंटे 05 मिनट बाकी');
    expect(timeLeftText(orderBy, at('16:36'))).toBe('4 मिनट बाकी');
    expect(timeLeftText(orderBy, orderBy - 30_000)).toBe('एक मिनट से कम बचा');
  });

  it("say the delay, the train's place, the ticket and the seat order's step in the chosen language", async () => {
    await loadScreenMessages();
    await switchLanguage('en');
    expect([delayLabel(0), delayLabel(95)]).toEqual(['On time', 'Running 95 min late']);
    expect(positionWords({ state: 'between', fromIndex: 0, toIndex: 1 }, ['Kota', 'Ratlam'])).toBe(
      'Between Kota and Ratlam',
    );
    expect(ticketStatusText('WL')).toBe('Waitlisted');
    expect(seatStatusText('Out for delivery at the platform')).toBe('Out for delivery at the platform');
    await switchLanguage('ta');
    expect(delayLabel(95)).toBe('95 நிமிடம் தாமதமாக ஓடுகிறது');
    expect(positionWords({ state: 'at-station', index: 0 }, ['Kota'])).toBe('Kota இல்');
    await switchLanguage('bn');
    expect(ticketStatusText('CNF')).toBe('কনফার্মড');
    expect(seatStatusText('Delivered')).toBe('ডেলিভার হয়েছে');
  });

  it("say a seat order's train place from the place its server typed, and show words without one as they came", async () => {
    const between = {
      position: 'Between Kota and Ratlam',
      trainPlace: { state: 'between', from: 'Kota', to: 'Ratlam' },
    } as const;
    const arrived = { position: 'Arrived at Jaipur', trainPlace: { state: 'arrived', station: 'Jaipur' } } as const;
    await loadScreenMessages();
    await switchLanguage('en');
    expect(seatOrderPlaceWords(between)).toBe('Between Kota and Ratlam');
    expect(seatOrderPlaceWords(arrived)).toBe('Arrived at Jaipur');
    await switchLanguage('hi');
    expect(seatOrderPlaceWords(between)).toBe('Kota और Ratlam के बीच');
    expect(seatOrderPlaceWords(arrived)).toBe('Jaipur पहुँच गई');
    // Without the typed place the words are not read back for their meaning, whatever their shape.
    expect(seatOrderPlaceWords({ position: 'Between Kota and Ratlam', trainPlace: null })).toBe(
      'Between Kota and Ratlam',
    );
    expect(seatOrderPlaceWords({ position: 'Near Kota, running fast', trainPlace: null })).toBe(
      'Near Kota, running fast',
    );
  });

  it("say why a stop takes no order with the domain's rule: its English text, and in Hindi", async () => {
    const [kota] = scheduleOf([{ code: 'KOTA', name: 'Kota Jn', arrival: '17:25', departure: '17:30', distanceKm: 0 }]);
    const times = stopTimes(kota!, istMidnight('2026-11-22'), 0);
    const kitchen = {
      restaurantId: '1',
      name: 'K',
      pureVeg: false,
      cutoffMinutes: 45,
      prepaidOnly: false,
      minimumOrder: 0,
    };
    const tooLate = stopOrderability(times, [kitchen], at('16:50'));
    const left = stopOrderability(times, [kitchen], at('17:45'));
    if (tooLate.orderable || left.orderable) throw new Error('Kota takes no order at 16:50 nor at 17:45');
    await loadScreenMessages();
    await switchLanguage('en');
    expect([stopRuleText(tooLate), stopRuleText(left)]).toEqual([tooLate.reason, left.reason]);
    await switchLanguage('hi');
    expect(stopRuleText(tooLate)).toBe('ऑर्डर करने में देर हो गई: आगमन से 45 मिनट पहले ऑर्डर बंद हो जाते हैं');
    expect(stopRuleText(left)).toBe('ट्रेन निकल चुकी है');
  });

  it("word a closed seat order as the domain's English note does, and in Hindi", async () => {
    const station = { code: 'JP', name: 'Jaipur' };
    const closure = fc.oneof(
      fc.record({
        kind: fc.constant('rescued' as const),
        station: fc.constant(station),
        expectedArrival: fc.constant(orderBy),
        refundPaise: fc.nat(100_000),
      }),
      fc.record({
        kind: fc.constantFrom('skipped' as const, 'notDelivered' as const),
        station: fc.constant(station),
        refundPaise: fc.nat(100_000),
      }),
      fc.record({ kind: fc.constant('cancelledByYou' as const), refundPaise: fc.nat(100_000) }),
    );
    await loadScreenMessages();
    await switchLanguage('en');
    fc.assert(
      fc.property(closure, (sample: SeatClosure) => {
        expect(seatClosureWords(sample)).toBe(seatClosureText(sample));
      }),
    );
    expect(delayUpdatedWords(at('10:00'))).toBe('Delay last updated at 10:00');
    // 03:30 UTC is 09:00 IST.
    expect(delayUpdatedWords(Date.UTC(2026, 10, 29, 3, 30))).toBe('Delay last updated at 09:00');
    await switchLanguage('hi');
    expect(seatClosureWords({ kind: 'skipped', station, refundPaise: 14_900 })).toBe(
      'रद्द: ट्रेन आज Jaipur (JP) पर नहीं रुकेगी। ₹149.00 का पूरा रिफ़ंड',
    );
    expect(seatClosureWords({ kind: 'cancelledByYou', refundPaise: 0 })).toBe(
      'आपने रद्द किया। कुछ भुगतान नहीं हुआ (कैश ऑन डिलीवरी): रिफ़ंड के लिए कुछ नहीं',
    );
  });
});
