import {
  mobileDigits,
  validateNewPassword,
  validateProfileEmail,
  validateProfileMobile,
  validateProfileName,
} from '../../../../domain/account/profileValidation';
import { isSupportedLanguage } from '../../../../domain/language/language';
import type { SuccessResponse } from '../../../api/schemas/common';
import {
  ChangePasswordRequestSchema,
  type ProfileResponse,
  UpdateProfileRequestSchema,
  type UpdateProfileResponse,
} from '../../../api/schemas/profile';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { Authenticator } from '../auth/Authenticator';
import type { ResetCodes } from '../auth/ResetCodes';
import { sameEmail } from '../auth/sameEmail';
import { refuse } from '../FakeHttpError';
import { refusalText } from '../formRefusals';
import { parseRequest } from '../parseRequest';
import type { RequestContext } from '../RequestContext';
import type { PasswordHasher } from '../security/passwordHash';
import { randomToken } from '../security/randomCodes';

const EXAMPLE_EMAIL = 'name@example.com';

/** The server side of Account Settings: profile read and update, password change by e-mailed code. */
export class ProfileService {
  constructor(
    private readonly db: FakeDatabase,
    private readonly auth: Authenticator,
    private readonly codes: ResetCodes,
    private readonly hasher: PasswordHasher,
  ) {}

  getProfile(context: RequestContext): ProfileResponse {
    const user = this.auth.requireUser(context);
    const language = isSupportedLanguage(user.language) ? user.language : undefined;
    return { success: true, data: { name: user.firstName, email: user.email, mobile: user.mobile, language } };
  }

  /**
   * Validates like the client, refuses an e-mail or mobile used by someone else, keeps the language when none is sent,
   * and rotates the session token when the details change.
   */
  async updateProfile(context: RequestContext, body: unknown): Promise<UpdateProfileResponse> {
    const { user, session } = this.auth.requireSession(context);
    const request = parseRequest(UpdateProfileRequestSchema, body);
    const name = request.name.trim();
    const email = request.email.trim();
    const mobile = mobileDigits(request.mobile);
    const problem =
      validateProfileName(name) ?? validateProfileEmail(email, EXAMPLE_EMAIL) ?? validateProfileMobile(mobile);
    if (problem) throw refuse(400, refusalText(problem));
    if (this.db.users.findFirst((q) => q.where({ id: (id) => id !== user.id, mobile }))) {
      throw refuse(409, 'This mobile number is already used by another account');
    }
    if (
      this.db.users.findFirst((q) =>
        q.where({ id: (id) => id !== user.id, email: (stored) => sameEmail(stored, email) }),
      )
    ) {
      throw refuse(409, 'This email is already used by another account');
    }
    const detailsChanged = name !== user.firstName || email !== user.email || mobile !== user.mobile;
    await this.db.users.update((q) => q.where({ id: user.id }), {
      data(record) {
        record.firstName = name;
        record.email = email;
        record.mobile = mobile;
        if (request.language) record.language = request.language;
      },
    });
    // An update that only sets the language keeps the session's token: the app saves the language while the session's
    // other requests are in flight, which a new token would end with a 401. The rotated token keeps the session's age:
    // it expires when the sign-in it replaces would have.
    let token = session.token;
    if (detailsChanged) {
      this.auth.revoke(session.token);
      token = await this.auth.open(user.id, randomToken(), session.createdAt);
    }
    return {
      success: true,
      message: 'Profile updated successfully',
      token,
      user: { id: user.id, name, email, mobile, roleType: user.roleType },
    };
  }

  async sendPasswordOtp(context: RequestContext): Promise<SuccessResponse> {
    const user = this.auth.requireUser(context);
    await this.codes.issue(user, 'Your RailBite password change code');
    return { success: true, message: 'OTP sent to your registered email address' };
  }

  /** Sets the new password; every other session of the customer ends (this device stays signed in). */
  async changePassword(context: RequestContext, body: unknown): Promise<SuccessResponse> {
    const { user, session } = this.auth.requireSession(context);
    const { otp, password } = parseRequest(ChangePasswordRequestSchema, body);
    await this.codes.check(user, otp);
    const problem = validateNewPassword(password);
    if (problem) throw refuse(400, refusalText(problem));
    const passwordHash = await this.hasher.hash(password);
    await this.db.users.update((q) => q.where({ id: user.id }), {
      data(record) {
        record.passwordHash = passwordHash;
      },
    });
    this.codes.consume(user);
    this.auth.revokeAllOf(user.id, session.token);
    return { success: true, message: 'Password updated successfully!' };
  }
}
