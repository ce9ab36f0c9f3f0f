import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JAIPUR_TRAIN_PLACE } from '../../../test/helpers/trainPlaces';
import { loadScreenMessages, switchLanguage } from './i18n';
import { orderedTrainWords, trainFilterWords, trainOrderWords } from './trainOrderWords';

const place = JAIPUR_TRAIN_PLACE;

describe("a seat order's train, as the orders screens say it", () => {
  beforeAll(loadScreenMessages);
  afterEach(() => switchLanguage('en'));

  it('reads in English as the spec words it', () => {
    expect(trainOrderWords(place)).toBe(
      'Train 12955 Mumbai Central – Jaipur Superfast Express · Jaipur (JP) · Coach B2, Berth 34',
    );
    expect(trainOrderWords({ ...place, berth: '' })).toBe(
      'Train 12955 Mumbai Central – Jaipur Superfast Express · Jaipur (JP) · Coach B2, Berth —',
    );
    expect(orderedTrainWords(place)).toBe('Train 12955');
    expect(trainFilterWords()).toEqual({ only: 'Train orders only', group: 'Filter by train' });
  });

  it('reads in Hindi, the train, station and seat as they came', async () => {
    await switchLanguage('hi');
    expect(trainOrderWords(place)).toBe(
      'ट्रेन 12955 Mumbai Central – Jaipur Superfast Express · Jaipur (JP) · कोच B2, बर्थ 34',
    );
    expect(trainFilterWords()).toEqual({ only: 'सिर्फ़ ट्रेन ऑर्डर', group: 'ट्रेन से छाँटें' });
  });
});
