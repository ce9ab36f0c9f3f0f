import { rejectedResponse } from '../../../domain/errors/errorFromResponse';

/** Throws the server's refusal when a 2xx body says `success: false`. */
export function ensureSuccess<T extends { success?: boolean }>(body: T): T {
  if (body.success === false) throw rejectedResponse(body);
  return body;
}
