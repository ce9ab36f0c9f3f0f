import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  orderedTrainLabel,
  TRAIN_FILTER_GROUP_LABEL,
  TRAIN_ORDERS_FILTER_LABEL,
  trainOrderLabel,
} from '../../../domain/train/trainOrder';
import { loadScreenMessages, switchLanguage } from '../../i18n/i18n';
import { orderedTrainWords, trainFilterWords, trainOrderWords } from './trainOrderWords';

const place = {
  trainNumber: '12955',
  trainName: 'Mumbai Central – Jaipur Superfast Express',
  stationCode: 'JP',
  stationName: 'Jaipur',
  coach: 'B2',
  berth: '34',
};

describe("a seat order's train, as the orders screens say it", () => {
  beforeAll(loadScreenMessages);
  afterEach(() => switchLanguage('en'));

  it('reads in English word for word as the domain labels', () => {
    expect(trainOrderWords(place)).toBe(trainOrderLabel(place));
    expect(trainOrderWords({ ...place, berth: '' })).toBe(trainOrderLabel({ ...place, berth: '' }));
    expect(orderedTrainWords(place)).toBe(orderedTrainLabel(place));
    expect(trainFilterWords()).toEqual({ only: TRAIN_ORDERS_FILTER_LABEL, group: TRAIN_FILTER_GROUP_LABEL });
  });

  it('reads in Hindi, the train, station and seat as they came', async () => {
    await switchLanguage('hi');
    expect(trainOrderWords(place)).toBe(
      'ट्रेन 12955 Mumbai Central – Jaipur Superfast Express · Jaipur (JP) · कोच B2, बर्थ 34',
    );
    expect(trainFilterWords()).toEqual({ only: 'सिर्फ़ ट्रेन ऑर्डर', group: 'ट्रेन से छाँटें' });
  });
});
