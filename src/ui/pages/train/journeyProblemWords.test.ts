import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyProblem } from '../../../domain/train/journeyProblems';
import { PNR_TEXTS } from '../../../domain/train/pnr';
import { loadScreenMessages, switchLanguage } from '../../i18n/i18n';
import { journeyProblemWords, searchFailureWords, trainNumberProblemWords } from './journeyProblemWords';

/** One problem of each kind, with the spec's English words and the Hindi ones. */
const WORDED: [JourneyProblem, string, string][] = [
  [{ kind: 'pnr' }, 'Please enter a valid 10-digit PNR', 'कृपया सही 10 अंकों का PNR डालें'],
  [{ kind: 'trainNumber' }, 'Enter the 5-digit train number', '5 अंकों का ट्रेन नंबर डालें'],
  [{ kind: 'dateMissing' }, 'Enter the journey date', 'यात्रा की तारीख डालें'],
  [
    { kind: 'dateOutOfRange', first: '2026-11-21', last: '2027-01-22' },
    'Choose a journey date from 21 Nov 2026 to 22 Jan 2027',
    '21 नव॰ 2026 से 22 जन॰ 2027 के बीच की यात्रा तारीख चुनें',
  ],
  [{ kind: 'coach' }, 'Enter your coach (e.g. B2)', 'अपना कोच डालें (जैसे B2)'],
  [
    { kind: 'coachOfClass', travelClass: '3A', letter: 'B' },
    'Coaches of class 3A are B1, B2…',
    'क्लास 3A के कोच B1, B2… हैं',
  ],
  [{ kind: 'berth' }, 'Enter your berth number', 'अपना बर्थ नंबर डालें'],
  [{ kind: 'berthOfCoach', most: 72 }, 'Berths run from 1 to 72 in this coach', 'इस कोच में बर्थ 1 से 72 तक हैं'],
  [{ kind: 'passengerName' }, "Enter the passenger's name", 'यात्री का नाम डालें'],
  [{ kind: 'phone' }, 'Please enter a valid 10-digit phone number', 'कृपया सही 10 अंकों का फ़ोन नंबर डालें'],
];

describe('journeyProblemWords', () => {
  beforeAll(loadScreenMessages);
  afterEach(() => switchLanguage('en'));

  it("says each problem in the spec's English, word for word", () => {
    for (const [problem, english] of WORDED) expect(journeyProblemWords(problem)).toBe(english);
  });

  it('says each problem in Hindi, the dates in the language', async () => {
    await switchLanguage('hi');
    for (const [problem, , hindi] of WORDED) expect(journeyProblemWords(problem)).toBe(hindi);
  });

  it('says each problem in Tamil and Bengali, no English word left', async () => {
    for (const code of ['ta', 'bn']) {
      await switchLanguage(code);
      const words = WORDED.map(([problem]) => journeyProblemWords(problem));
      expect(
        words.filter((word) => /[a-z]{3}/.test(word)),
        code,
      ).toEqual([]);
    }
  });
});

describe('searchFailureWords', () => {
  beforeAll(loadScreenMessages);
  afterEach(() => switchLanguage('en'));

  it("says the PNR service's known refusals and the app's failures in Hindi, another refusal in its own words", async () => {
    await switchLanguage('hi');
    expect(searchFailureWords({ kind: 'refused', text: PNR_TEXTS.notFound })).toBe('PNR नहीं मिला');
    expect(searchFailureWords({ kind: 'refused', text: PNR_TEXTS.cancelled })).toBe('यह टिकट रद्द है');
    expect(searchFailureWords({ kind: 'refused', text: PNR_TEXTS.maintenance })).toBe(
      'PNR सेवा 23:30 से 00:30 तक बंद रहती है। इसकी जगह ट्रेन नंबर से खोजें।',
    );
    expect(searchFailureWords({ kind: 'network' })).toBe('नेटवर्क में गड़बड़ी।');
    expect(searchFailureWords({ kind: 'refused', text: 'Too many searches' })).toBe('Too many searches');
  });

  it("words the train number's failed look-up as the search's failure, a rule's problem as the rule's", async () => {
    expect(trainNumberProblemWords({ kind: 'trainNotFound' })).toBe('Train not found');
    await switchLanguage('hi');
    expect(trainNumberProblemWords({ kind: 'trainNotFound' })).toBe('ट्रेन नहीं मिली');
    expect(trainNumberProblemWords({ kind: 'routeFailed', failure: { kind: 'network' } })).toBe('नेटवर्क में गड़बड़ी।');
    expect(trainNumberProblemWords({ kind: 'trainNumber' })).toBe('5 अंकों का ट्रेन नंबर डालें');
  });
});
