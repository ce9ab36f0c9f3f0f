import { describe, expect, it } from 'vitest';
import { trainPlaceText } from './trainPlaceText';

describe('trainPlaceText', () => {
  it("words each place in the server's English, with its stations", () => {
    expect(trainPlaceText({ state: 'between', from: 'Sawai Madhopur', to: 'Durgapura' })).toBe(
      'Between Sawai Madhopur and Durgapura',
    );
    expect(trainPlaceText({ state: 'at-station', station: 'Kota Junction' })).toBe('At Kota Junction');
    expect(trainPlaceText({ state: 'not-started', station: 'Mumbai Central' })).toBe('Not yet left Mumbai Central');
    expect(trainPlaceText({ state: 'arrived', station: 'Jaipur' })).toBe('Arrived at Jaipur');
  });
});
