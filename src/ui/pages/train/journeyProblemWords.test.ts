import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type JourneyProblem, journeyProblemText } from '../../../domain/train/journeyProblems';
import { loadScreenMessages, switchLanguage } from '../../i18n/i18n';
import { journeyProblemWords } from './journeyProblemWords';

/** One problem of each kind. */
const PROBLEMS: JourneyProblem[] = [
  { kind: 'pnr' },
  { kind: 'trainNumber' },
  { kind: 'dateMissing' },
  { kind: 'dateOutOfRange', first: '2026-11-21', last: '2027-01-22' },
  { kind: 'coach' },
  { kind: 'coachOfClass', travelClass: '3A', letter: 'B' },
  { kind: 'berth' },
  { kind: 'berthOfCoach', most: 72 },
  { kind: 'passengerName' },
  { kind: 'mobile' },
];

describe('journeyProblemWords', () => {
  beforeAll(loadScreenMessages);
  afterEach(() => switchLanguage('en'));

  it("says each problem in English word for word as the rules' spec texts", () => {
    for (const problem of PROBLEMS) expect(journeyProblemWords(problem)).toBe(journeyProblemText(problem));
  });

  it('says each problem in Hindi, Tamil and Bengali, the dates in the language', async () => {
    for (const code of ['hi', 'ta', 'bn']) {
      await switchLanguage(code);
      const words = PROBLEMS.map(journeyProblemWords);
      expect(
        words.filter((word) => /[a-z]{3}/.test(word)),
        code,
      ).toEqual([]);
    }
    await switchLanguage('hi');
    expect(journeyProblemWords(PROBLEMS[3]!)).toMatch(/^21 नव॰ 2026 से 22 जन॰ 2027 के बीच की यात्रा तारीख चुनें$/);
  });
});
