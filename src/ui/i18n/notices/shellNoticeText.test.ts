import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OfflineRefusal } from '../../../domain/connection/offlineRefusal';
import { failureOf } from '../../../domain/errors/failure';
import { failureText } from '../failureText';
import { loadScreenMessages, switchLanguage } from '../i18n';
import { noticeText } from '../noticeText';

beforeAll(() => loadScreenMessages());
afterEach(() => switchLanguage('en'));

describe("the app shell's toasts", () => {
  it('say in English what they always said', () => {
    expect(noticeText({ kind: 'backOnline', sent: 1 })).toBe('Back online · 1 change sent');
    expect(noticeText({ kind: 'backOnline', sent: 3 })).toBe('Back online · 3 changes sent');
    expect(noticeText({ kind: 'demoDataReset' })).toBe('Demo data was reset');
    expect(noticeText({ kind: 'storageNotKept' })).toBe(
      'This browser is not keeping data; you will be signed out when you close the tab',
    );
    expect(noticeText({ kind: 'unexpectedFailure' })).toBe('Something went wrong. Please try again.');
  });

  it('say it in Hindi, counting as Hindi does', async () => {
    await switchLanguage('hi');
    expect(noticeText({ kind: 'backOnline', sent: 1 })).toBe('फिर ऑनलाइन · 1 बदलाव भेजा गया');
    expect(noticeText({ kind: 'backOnline', sent: 4 })).toBe('फिर ऑनलाइन · 4 बदलाव भेजे गए');
    expect(noticeText({ kind: 'demoDataReset' })).toBe('डेमो डेटा रीसेट हो गया');
    expect(noticeText({ kind: 'storageNotKept' })).toBe(
      'यह ब्राउज़र डेटा सेव नहीं कर रहा; टैब बंद करते ही आप साइन आउट हो जाएंगे',
    );
    expect(noticeText({ kind: 'unexpectedFailure' })).toBe('कुछ गड़बड़ हो गई। कृपया दोबारा कोशिश करें।');
  });
});

describe('a call refused for want of a signal', () => {
  it('says what to do once the signal returns, in English and in Hindi', async () => {
    const order = failureOf(new OfflineRefusal('placeOrder'));
    const cancel = failureOf(new OfflineRefusal('cancelOrder'));
    expect(failureText(order)).toBe('You are offline. Your cart is saved; place the order when the signal returns.');
    expect(failureText(cancel)).toBe('You are offline. Cancel the order when the signal returns.');
    await switchLanguage('hi');
    expect(failureText(order)).toBe('आप ऑफ़लाइन हैं। आपका कार्ट सेव है; सिग्नल लौटने पर ऑर्डर करें।');
    expect(failureText(cancel)).toBe('आप ऑफ़लाइन हैं। सिग्नल लौटने पर ऑर्डर रद्द करें।');
  });
});
