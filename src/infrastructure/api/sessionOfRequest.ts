import type { SessionRepository } from '../ports/SessionRepository';

/** The token a request is sent with: the saved one, if any. */
export function savedToken(session: SessionRepository): string | null {
  const reading = session.readCredentials();
  return reading.status === 'signed-in' ? reading.credentials.token : null;
}

/**
 * What a 401 answer does to the saved session: it clears it only while the saved token is still the one the
 * failing request sent. A late 401 for an older token (rotated by a profile update, or another customer signed in
 * since) leaves the newer session alone; so does a 401 for a request sent without a token.
 */
export function clearSessionOf(session: SessionRepository, sentToken: string | null) {
  if (sentToken !== null && savedToken(session) === sentToken) session.clearCredentials('expired');
}
