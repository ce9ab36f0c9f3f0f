import { isValidEmail } from '../../../../domain/validation/email';
import { meetsPasswordRules } from '../../../../domain/validation/password';
import { isNameTooLong, NAME_MAX_LENGTH } from '../../../../domain/validation/name';
import { isValidPhone } from '../../../../domain/validation/phone';
import {
  LoginRequestSchema,
  type LoginResponse,
  type MeResponse,
  RegisterRequestSchema,
  ResetIdentitySchema,
  ResetPasswordRequestSchema,
  VerifyResetOtpRequestSchema,
} from '../../../api/schemas/auth';
import type { SuccessResponse } from '../../../api/schemas/common';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { UserRecord } from '../../db/records';
import { refusalText } from '../formRefusals';
import { refuse } from '../FakeHttpError';
import { parseRequest } from '../parseRequest';
import type { Clock, RequestContext } from '../RequestContext';
import type { PasswordHasher } from '../security/passwordHash';
import { randomToken } from '../security/randomCodes';
import type { Authenticator } from './Authenticator';
import { INVALID_OTP_TEXT, type ResetCodes } from './ResetCodes';
import { sameEmail } from './sameEmail';
import type { SignInThrottle } from './SignInThrottle';

const CUSTOMER_ROLE = 'customer';
export const WRONG_CREDENTIALS_TEXT = 'Invalid phone number or password';
export const RESET_CODE_SENT_TEXT = 'OTP sent successfully to your email';

/** The server side of sign-in, sign-up and password recovery. */
export class AuthService {
  /** Sign-ups between their check and their stored record (the store's create is asynchronous). */
  private readonly signUpsBeingWritten = new Set<{ mobile: string; email: string }>();

  constructor(
    private readonly db: FakeDatabase,
    private readonly auth: Authenticator,
    private readonly codes: ResetCodes,
    private readonly now: Clock,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {}

  /**
   * Checks the password with the same hashing work whether or not the number has an account, counts wrong
   * passwords per number (five in 15 minutes lock it; each attempt counts before its check), and brings an old
   * hash up to today's iterations.
   */
  async login(body: unknown): Promise<LoginResponse> {
    const { phone, password } = parseRequest(LoginRequestSchema, body);
    const mobile = phone.trim();
    const attempt = this.throttle.begin(mobile);
    const signedIn = await this.checkPassword(mobile, password).catch(() => null);
    if (!signedIn) {
      await attempt.failed();
      throw refuse(401, WRONG_CREDENTIALS_TEXT);
    }
    attempt.succeeded();
    const { user, needsUpgrade } = signedIn;
    if (needsUpgrade) await this.setPassword(user.id, password);
    const token = await this.auth.open(user.id, randomToken());
    return { success: true, token, roleType: user.roleType, message: 'Login successful' };
  }

  /** The account whose password this is (the same hashing work when the number has none), or null. */
  private async checkPassword(mobile: string, password: string) {
    const user = this.db.users.findFirst((q) => q.where({ mobile }));
    if (!user) {
      await this.hasher.spendEqualWork(password);
      return null;
    }
    const check = await this.hasher.verify(password, user.passwordHash);
    return check.matches ? { user, needsUpgrade: check.needsUpgrade } : null;
  }

  /** Ends the session of the token sent (signing out); an unknown or missing token is already signed out. */
  logout(context: RequestContext): SuccessResponse {
    if (context.token) this.auth.revoke(context.token);
    return { success: true, message: 'Signed out' };
  }

  me(context: RequestContext): MeResponse {
    const user = this.auth.requireUser(context);
    return {
      success: true,
      data: { id: user.id, name: user.firstName, email: user.email, mobile: user.mobile, roleType: user.roleType },
    };
  }

  async register(body: unknown): Promise<SuccessResponse> {
    const request = parseRequest(RegisterRequestSchema, body);
    const firstName = request.firstName.trim();
    const mobile = request.mobile.trim();
    const email = request.email.trim();
    if (!firstName) throw refuse(400, 'Please enter your name');
    if (isNameTooLong(firstName)) throw refuse(400, refusalText({ kind: 'nameTooLong', max: NAME_MAX_LENGTH }));
    if (!isValidPhone(mobile)) throw refuse(400, 'Please enter a valid 10-digit phone number');
    if (!isValidEmail(email)) throw refuse(400, 'Please enter a valid email address');
    if (!meetsPasswordRules(request.password)) throw refuse(400, 'Password does not meet the requirements');
    const passwordHash = await this.hasher.hash(request.password);
    // From the check to the stored record nothing else may claim the number or address: a sign-up being
    // written holds both, so of two parallel sign-ups with one phone number only one succeeds.
    this.assertFree(mobile, email);
    const claim = { mobile, email };
    this.signUpsBeingWritten.add(claim);
    try {
      await this.db.users.create({
        id: `u-${randomToken(6)}`,
        firstName,
        email,
        mobile,
        passwordHash,
        roleType: CUSTOMER_ROLE,
        createdAt: this.now(),
      });
    } finally {
      this.signUpsBeingWritten.delete(claim);
    }
    return { success: true, message: 'Account created successfully' };
  }

  private assertFree(mobile: string, email: string) {
    const writing = [...this.signUpsBeingWritten];
    if (writing.some((claim) => claim.mobile === mobile) || this.db.users.findFirst((q) => q.where({ mobile }))) {
      throw refuse(409, 'An account with this phone number already exists');
    }
    if (
      writing.some((claim) => sameEmail(claim.email, email)) ||
      this.db.users.findFirst((q) => q.where({ email: (stored) => sameEmail(stored, email) }))
    ) {
      throw refuse(409, 'An account with this email already exists');
    }
  }

  /**
   * Issues a fresh 6-digit code (replacing any earlier one) and "e-mails" it to the demo outbox. An identity
   * without an account gets the same answer and an e-mail with a code that opens nothing, so neither the answer
   * nor the demo's code notice tells whether an account exists.
   */
  async forgotPassword(body: unknown): Promise<SuccessResponse> {
    const identity = parseRequest(ResetIdentitySchema, body);
    const user = this.findByIdentity(identity);
    const subject = 'Your RailBite password reset code';
    if (user) await this.codes.issue(user, subject);
    else await this.codes.issueDecoy(identity.userEmail, subject);
    return { success: true, message: RESET_CODE_SENT_TEXT };
  }

  async verifyResetOtp(body: unknown): Promise<SuccessResponse> {
    const request = parseRequest(VerifyResetOtpRequestSchema, body);
    const user = this.requireIdentity(request);
    await this.codes.check(user, request.otp);
    await this.codes.markVerified(user);
    return { success: true, message: 'OTP verified successfully' };
  }

  async resetPassword(body: unknown): Promise<SuccessResponse> {
    const request = parseRequest(ResetPasswordRequestSchema, body);
    const user = this.requireIdentity(request);
    await this.codes.check(user, request.otp);
    if (!meetsPasswordRules(request.password)) throw refuse(400, 'Password does not meet the requirements');
    await this.setPassword(user.id, request.password);
    this.codes.consume(user);
    this.auth.revokeAllOf(user.id);
    this.throttle.clear(user.mobile);
    return { success: true, message: 'Password reset successfully!' };
  }

  /** Stores a new hash made with today's iterations. */
  async setPassword(userId: string, password: string) {
    const passwordHash = await this.hasher.hash(password);
    await this.db.users.update((q) => q.where({ id: userId }), {
      data(record) {
        record.passwordHash = passwordHash;
      },
    });
  }

  /** Newest demo e-mail to an address (the fake's stand-in for an inbox). */
  latestMessageTo(email: string) {
    const messages = this.db.outbox.findMany((q) => q.where({ to: (to) => sameEmail(to, email) }));
    return messages.reduce<(typeof messages)[number] | null>(
      (newest, message) => (!newest || message.sentAt >= newest.sentAt ? message : newest),
      null,
    );
  }

  private findByIdentity({ userEmail, userPhone }: { userEmail: string; userPhone: string }): UserRecord | undefined {
    return this.db.users.findFirst((q) =>
      q.where({ mobile: userPhone.trim(), email: (stored) => sameEmail(stored, userEmail) }),
    );
  }

  /** A code sent for an identity without an account is refused like a wrong code. */
  private requireIdentity(identity: { userEmail: string; userPhone: string }): UserRecord {
    const user = this.findByIdentity(identity);
    if (!user) throw refuse(400, INVALID_OTP_TEXT);
    return user;
  }
}
