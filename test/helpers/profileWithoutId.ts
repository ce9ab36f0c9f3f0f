import { vi } from 'vitest';
import { AuthService } from '../../src/infrastructure/fake/server/auth/AuthService';

/** From now on the demo backend answers `me` without the profile's id (optional in the provider's schema). */
export function answerProfilesWithoutId() {
  const me = AuthService.prototype.me;
  vi.spyOn(AuthService.prototype, 'me').mockImplementation(function (this: AuthService, context) {
    const answer = me.call(this, context);
    return { ...answer, data: answer.data && { ...answer.data, id: undefined } };
  });
}
