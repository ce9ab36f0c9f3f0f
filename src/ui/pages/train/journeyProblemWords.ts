import type { TrainNumberSearchProblem } from '../../../application/train/TrainNumberSearchForm';
import type { Failure } from '../../../domain/errors/failure';
import type { JourneyProblem } from '../../../domain/train/journeyProblems';
import { PNR_TEXTS } from '../../../domain/train/pnr';
import { formatDay } from '../../format/formatDay';
import { failureText } from '../../i18n/failureText';
import { formProblemText } from '../../i18n/formProblemText';
import { type MessageId, t } from '../../i18n/i18n';

/** A train search's or the seat form's problem in the customer's language (the mobile's is the shared phone rule's). */
export function journeyProblemWords(problem: JourneyProblem): string {
  switch (problem.kind) {
    case 'pnr':
      return t('journey.problem.pnr');
    case 'trainNumber':
      return t('journey.problem.trainNumber');
    case 'dateMissing':
      return t('journey.problem.dateMissing');
    case 'dateOutOfRange':
      return t('journey.problem.dateOutOfRange', { first: formatDay(problem.first), last: formatDay(problem.last) });
    case 'coach':
      return t('journey.problem.coach');
    case 'coachOfClass':
      return t('journey.problem.coachOfClass', { travelClass: problem.travelClass, letter: problem.letter });
    case 'berth':
      return t('journey.problem.berth');
    case 'berthOfCoach':
      return t('journey.problem.berthOfCoach', { most: problem.most });
    case 'passengerName':
      return t('journey.problem.passengerName');
    case 'phone':
      return formProblemText(problem);
  }
}

/**
 * The PNR service's refusals, known by its words: they come as the server's text (the API's contract), so the words
 * it refuses with are the only sign of which refusal it is.
 */
const KNOWN_REFUSALS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [PNR_TEXTS.invalid, 'journey.problem.pnr'],
  [PNR_TEXTS.notFound, 'journey.search.pnrNotFound'],
  [PNR_TEXTS.cancelled, 'journey.search.ticketCancelled'],
  [PNR_TEXTS.maintenance, 'journey.search.maintenance'],
]);

/**
 * A train search's failure in the customer's language: no answer or an unreadable one as the app says them, the PNR
 * service's known refusals (not found, cancelled ticket, its nightly pause), any other refusal in the server's words.
 */
export function searchFailureWords(failure: Failure): string {
  if (failure.kind !== 'refused') return failureText(failure);
  const id = KNOWN_REFUSALS.get(failure.text);
  return id ? t(id) : failure.text;
}

/** A problem of the search without a PNR: a rule's, or the train service's failure to find the train typed. */
export function trainNumberProblemWords(problem: TrainNumberSearchProblem): string {
  switch (problem.kind) {
    case 'trainNotFound':
      return t('journey.search.trainNotFound');
    case 'routeFailed':
      return searchFailureWords(problem.failure);
    default:
      return journeyProblemWords(problem);
  }
}
