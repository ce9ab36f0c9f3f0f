import { afterEach, describe, expect, it } from 'vitest';
import { loadScreenMessages, switchLanguage } from '../i18n';
import { noticeText } from '../noticeText';

const place = {
  trainNumber: '12955',
  trainName: 'Mumbai Central – Jaipur Superfast Express',
  stationCode: 'SWM',
  stationName: 'Sawai Madhopur',
  coach: 'B2',
  berth: '34',
};

describe("cart, checkout and orders' toasts", () => {
  afterEach(() => switchLanguage('en'));

  it('say in English exactly what the stores said before', async () => {
    await loadScreenMessages();
    const network = { kind: 'network' } as const;
    expect(noticeText({ kind: 'cartChangeFailed', itemName: 'Paneer Tikka', failure: network })).toBe(
      'Could not update Paneer Tikka, so the change was undone. Network Error.',
    );
    expect(noticeText({ kind: 'cartChangeFailed', itemName: '', failure: network })).toBe(
      'Could not update your cart, so the change was undone. Network Error.',
    );
    expect(
      noticeText({ kind: 'cartSwitchFailed', itemName: '', failure: { kind: 'refused', text: 'Kitchen closed' } }),
    ).toBe('Could not start a new cart with this item, so your earlier cart was kept. Kitchen closed');
    expect(noticeText({ kind: 'cartLoadFailed', failure: network })).toBe(
      'Could not load your cart, so it may not be up to date. Network Error.',
    );
    const decision = (d: object) => noticeText({ kind: 'cartServerDecision', decision: d as never });
    expect(decision({ kind: 'capped', itemName: 'Lassi', quantity: 20 })).toBe('Only 20 of Lassi can be ordered');
    expect(decision({ kind: 'options-dropped', optionNames: ['Cheese'] })).toBe('Cheese is no longer available');
    expect(decision({ kind: 'options-dropped', optionNames: ['Cheese', 'Olives'] })).toBe(
      'Cheese, Olives are no longer available',
    );
    expect(decision({ kind: 'unavailable', itemName: '' })).toBe('This item is no longer available');
    expect(decision({ kind: 'changed', itemName: 'Lassi', quantity: 3 })).toBe('Your cart now holds 3 of Lassi');
    expect(noticeText({ kind: 'keptCartRestore' })).toBe('Restore cart');
    expect(noticeText({ kind: 'orderCancelled', orderId: 'ORD-7' })).toBe('Order ORD-7 cancelled');
    expect(noticeText({ kind: 'ratingHeld' })).toBe('Rating saved. It will be sent when the signal returns.');
    expect(noticeText({ kind: 'reorderLeftOut', names: ['Paneer Tikka', 'Lassi (Mango)'] })).toBe(
      '2 items are no longer available: Paneer Tikka, Lassi (Mango)',
    );
    expect(noticeText({ kind: 'reorderLeftOut', names: ['Paneer Tikka'] })).toBe(
      '1 item is no longer available: Paneer Tikka',
    );
    expect(noticeText({ kind: 'reorderAddedToCart', alreadyInCart: 1 })).toBe(
      'Added to the item already in your cart: check the quantities before you pay.',
    );
    expect(noticeText({ kind: 'reorderAddedToCart', alreadyInCart: 3 })).toBe(
      'Added to the 3 items already in your cart: check the quantities before you pay.',
    );
    expect(noticeText({ kind: 'reorderFailed', failure: network })).toBe(
      'The order could not be repeated: Network Error.',
    );
    expect(noticeText({ kind: 'seatReorderFindJourney', place })).toBe(
      'This order went to your seat on train 12955 at Sawai Madhopur: its kitchen delivers only there. Find your ' +
        'journey to order at a station ahead.',
    );
    expect(noticeText({ kind: 'seatReorderStationsAhead', place, reason: 'Train has left' })).toBe(
      'Sawai Madhopur takes no order from this kitchen now (Train has left). Order at a station still ahead.',
    );
    expect(noticeText({ kind: 'seatReorderNoStationAhead', place, reason: null })).toBe(
      'Sawai Madhopur takes no order from this kitchen now (its kitchen does not serve this journey), and no ' +
        'station ahead on this journey takes orders now.',
    );
  });

  it('say it in Hindi once Hindi is chosen; a dish keeps its name and a server keeps its words', async () => {
    await loadScreenMessages();
    await switchLanguage('hi');
    expect(noticeText({ kind: 'cartChangeFailed', itemName: 'Paneer Tikka', failure: { kind: 'network' } })).toBe(
      'Paneer Tikka अपडेट नहीं हो सका, इसलिए बदलाव वापस ले लिया गया। नेटवर्क में गड़बड़ी।',
    );
    expect(noticeText({ kind: 'keptCartOffer' })).toBe('साइन आउट होने से पहले वाला आपका कार्ट अभी भी यहां है।');
    expect(noticeText({ kind: 'orderCancelled', orderId: 'ORD-7' })).toBe('ऑर्डर ORD-7 रद्द हो गया');
    expect(noticeText({ kind: 'ratingFailed', failure: { kind: 'refused', text: 'Rating window closed' } })).toBe(
      'Rating window closed',
    );
    expect(noticeText({ kind: 'reorderLeftOut', names: ['Paneer Tikka'] })).toBe('1 आइटम अब उपलब्ध नहीं: Paneer Tikka');
    const refusedAs = (text: string) => noticeText({ kind: 'ratingFailed', failure: { kind: 'refused', text } });
    expect(refusedAs('Failed to submit rating. Please try again.')).toBe('रेटिंग सबमिट नहीं हो सकी। कृपया फिर कोशिश करें।');
    expect(refusedAs('You can only rate delivered orders.')).toBe('आप सिर्फ़ डिलीवर हो चुके ऑर्डर को रेटिंग दे सकते हैं।');
  });
});
