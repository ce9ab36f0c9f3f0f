import type { FormState } from '../../../application/shared/FormState';
import { MALFORMED_RESPONSE_TEXT, NETWORK_ERROR_TEXT } from '../../../domain/errors/errorText';
import { type JourneyProblem, journeyProblemText } from '../../../domain/train/journeyProblems';
import { PNR_TEXTS } from '../../../domain/train/pnr';
import { formatDay } from '../../format/formatDay';
import { type MessageId, t } from '../../i18n/i18n';

/** A train search's or the seat form's problem in the customer's language. */
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
    case 'mobile':
      return t('account.error.phone');
  }
}

/** The train service's known refusals and the app's failures, by their English words. */
const KNOWN_ANSWERS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [PNR_TEXTS.invalid, 'journey.problem.pnr'],
  [PNR_TEXTS.notFound, 'journey.search.pnrNotFound'],
  [PNR_TEXTS.cancelled, 'journey.search.ticketCancelled'],
  [PNR_TEXTS.maintenance, 'journey.search.maintenance'],
  [NETWORK_ERROR_TEXT, 'error.network'],
  [MALFORMED_RESPONSE_TEXT, 'error.malformed'],
]);

/**
 * A train search's failure in the customer's language: the PNR service's known refusals (not found, cancelled
 * ticket, its nightly pause), no answer, an unreadable one; any other refusal in the server's own words.
 */
export function searchAnswerWords(text: string): string {
  const id = KNOWN_ANSWERS.get(text);
  return id ? t(id) : text;
}

/**
 * The form as its fields read it, each error it shows said in the customer's language: the rules' typed problem for
 * the values, when the form shows that problem's English; a service's answer as searchAnswerWords says it.
 */
export function withProblemWords<Values extends object, Field extends string>(
  form: FormState<Values, Field>,
  problemsOf: (values: Values) => Partial<Record<Field, JourneyProblem | null>>,
): FormState<Values, Field> {
  const error = (field: Field): string | null => {
    const shown = form.error(field);
    const problem = shown ? problemsOf(form.values)[field] : null;
    if (!shown) return shown;
    return problem && journeyProblemText(problem) === shown ? journeyProblemWords(problem) : searchAnswerWords(shown);
  };
  // Everything else is the form's own, read from the form itself (its getters run with the form as `this`, so MobX
  // follows them); the proxy's own target stays empty, as the form's bound methods cannot be redefined on it.
  return new Proxy({} as FormState<Values, Field>, {
    get: (_, key) => (key === 'error' ? error : (Reflect.get(form, key, form) as unknown)),
  });
}
