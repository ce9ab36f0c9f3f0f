import { afterAll, describe, expect, it } from 'vitest';
import { i18n, loadScreenMessages, switchLanguage, t } from '../../src/ui/i18n/i18n';

describe('switchLanguage', () => {
  afterAll(() => switchLanguage('en'));

  it("gives a screen that loads while the language is switching that language's messages, not English's", async () => {
    // As a page starts in Hindi: the language switch starts, then the first screen asks for its messages.
    const switching = switchLanguage('hi');
    const screen = loadScreenMessages();
    await Promise.all([switching, screen]);
    expect(i18n.locale).toBe('hi');
    expect(t('menu.add')).toBe('जोड़ें');
    expect(t('header.cart', { count: 0 })).toBe('कार्ट, 0 आइटम');
  });

  it('brings the screens’ messages along when the language changes after a screen has loaded', async () => {
    await loadScreenMessages();
    await switchLanguage('bn');
    expect(t('checkout.placeOrder')).toBe('অর্ডার করুন');
    await switchLanguage('ta');
    expect(t('cartBar.summary', { count: 1, total: '₹99' })).toBe('1 பொருள் சேர்க்கப்பட்டது · ₹99');
  });

  it('keeps the last choice when two switches overlap', async () => {
    await Promise.all([switchLanguage('hi'), switchLanguage('en')]);
    expect(i18n.locale).toBe('en');
    expect(t('menu.add')).toBe('ADD');
  });
});

describe('plural rules per language', () => {
  afterAll(() => switchLanguage('en'));

  it("follows each language's own rules (Hindi puts 0 in 'one', English in 'other')", async () => {
    expect(t('header.cart', { count: 0 })).toBe('Cart, 0 items');
    await loadScreenMessages();
    await switchLanguage('hi');
    expect(t('cartBar.summary', { count: 1, total: '₹99' })).toBe('1 आइटम जोड़ा गया · ₹99');
    expect(t('cartBar.summary', { count: 0, total: '₹0' })).toBe('0 आइटम जोड़ा गया · ₹0');
    expect(t('cartBar.summary', { count: 3, total: '₹297' })).toBe('3 आइटम जोड़े गए · ₹297');
  });
});

describe('the connection line', () => {
  afterAll(() => switchLanguage('en'));

  it("says Offline alone, or with the changes waiting, in English and in Hindi (whose 0 is 'one')", async () => {
    await switchLanguage('en');
    expect([0, 1, 2].map((count) => t('connection.offline', { count }))).toEqual([
      'Offline',
      'Offline · 1 change waiting',
      'Offline · 2 changes waiting',
    ]);
    await switchLanguage('hi');
    expect(t('connection.offline', { count: 0 })).toBe('ऑफ़लाइन');
    expect(t('connection.offline', { count: 2 })).toBe('ऑफ़लाइन · 2 बदलाव बाकी');
  });
});
