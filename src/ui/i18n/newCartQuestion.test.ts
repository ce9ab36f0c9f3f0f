import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESS_DESTINATION, type CartDestination } from '../../domain/cart/cartDestination';
import { loadScreenMessages, switchLanguage } from './i18n';
import { newCartQuestion } from './newCartQuestion';

const stop = (stationCode: string, stationName: string): CartDestination => ({
  kind: 'seat',
  trainNumber: '12956',
  runDate: '2026-11-30',
  stationCode,
  stationName,
});

describe('the new-cart question', () => {
  afterEach(() => switchLanguage('en'));

  it('names the stations as the timetable does and home delivery in words of ours', async () => {
    await loadScreenMessages();
    expect(newCartQuestion(stop('SWM', 'Sawai Madhopur'), stop('JP', 'Jaipur'))).toBe(
      'Start a new cart for Sawai Madhopur? Your Jaipur cart will be removed.',
    );
    expect(newCartQuestion(ADDRESS_DESTINATION, stop('JP', 'Jaipur'))).toBe(
      'Start a new cart for home delivery? Your Jaipur cart will be removed.',
    );
    await switchLanguage('hi');
    expect(newCartQuestion(stop('JP', 'Jaipur'), ADDRESS_DESTINATION)).toBe(
      'Jaipur के लिए नया कार्ट शुरू करें? आपका होम डिलीवरी कार्ट हटा दिया जाएगा।',
    );
  });
});
