import { journeyDateProblem } from '../../../../domain/train/journeyDate';
import { dayLabel } from '../../../../domain/train/seat';

/**
 * The train service refuses a journey date the picker does not offer with the form's rule, in its own (the spec's
 * English) words: the rule is shared, the words are the server's.
 */
export function journeyDateRefusal(journeyDate: string, today: string): string | null {
  const problem = journeyDateProblem(journeyDate, today);
  if (problem === null) return null;
  return problem.kind === 'dateOutOfRange'
    ? `Choose a journey date from ${dayLabel(problem.first)} to ${dayLabel(problem.last)}`
    : 'Enter the journey date';
}
