import type { z } from 'zod/mini';
import { rejectedResponse } from '../../../domain/errors/errorFromResponse';
import { parseApiAnswer } from '../../api/parseApiAnswer';

/**
 * Reads a fake server answer through the API's response schema, exactly as HttpClient reads a live one,
 * so both adapter sets map the same parsed shapes and the fake is held to the contract.
 */
export const parseAnswer = <S extends z.ZodMiniType>(schema: S, answer: unknown): z.output<S> =>
  parseApiAnswer(schema, answer, 'the demo backend');

/**
 * An answer read only for its success flag: a refusal body (success: false, as the 'declined' knob and chaos
 * mode answer) is thrown as the server's refusal, as the HTTP adapters do with ensureSuccess.
 */
export function refusedOr<T>(answer: T): T {
  if (answer && typeof answer === 'object' && (answer as { success?: unknown }).success === false)
    throw rejectedResponse(answer);
  return answer;
}
