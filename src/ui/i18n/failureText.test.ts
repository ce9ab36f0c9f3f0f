import { afterEach, expect, it } from 'vitest';
import { failureText } from './failureText';
import { switchLanguage } from './i18n';

afterEach(() => switchLanguage('en'));

it('words a failure in the language chosen and shows a refusal as the server said it', async () => {
  expect(failureText({ kind: 'network' })).toBe('Network Error.');
  await switchLanguage('hi');
  expect(failureText({ kind: 'network' })).toBe('नेटवर्क में गड़बड़ी।');
  expect(failureText({ kind: 'refused', text: 'Coupon expired' })).toBe('Coupon expired');
});
