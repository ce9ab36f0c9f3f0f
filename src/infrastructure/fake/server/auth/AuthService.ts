import { isValidEmail } from '../../../../domain/validation/email';
import { meetsPasswordRules } from '../../../../domain/validation/password';
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
import { refuse } from '../FakeHttpError';
import { parseRequest } from '../parseRequest';
import type { Clock, RequestContext } from '../RequestContext';
import { hashPassword, verifyPassword } from '../security/passwordHash';
import { randomToken } from '../security/randomCodes';
import type { Authenticator } from './Authenticator';
import type { ResetCodes } from './ResetCodes';
import { sameEmail } from './sameEmail';

const CUSTOMER_ROLE = 'customer';

/** The server side of sign-in, sign-up and password recovery. */
export class AuthService {
  constructor(
    private readonly db: FakeDatabase,
    private readonly auth: Authenticator,
    private readonly codes: ResetCodes,
    private readonly now: Clock,
  ) {}

  async login(body: unknown): Promise<LoginResponse> {
    const { phone, password } = parseRequest(LoginRequestSchema, body);
    const user = this.db.users.findFirst((q) => q.where({ mobile: phone.trim() }));
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      throw refuse(401, 'Invalid phone number or password');
    }
    const token = randomToken();
    await this.db.sessions.create({ token, userId: user.id, createdAt: this.now() });
    return { success: true, token, roleType: user.roleType, message: 'Login successful' };
  }

  me(context: RequestContext): MeResponse {
    const user = this.auth.requireUser(context);
    return { success: true, data: { id: user.id, name: user.firstName, email: user.email, mobile: user.mobile, roleType: user.roleType } };
  }

  async register(body: unknown): Promise<SuccessResponse> {
    const request = parseRequest(RegisterRequestSchema, body);
    const firstName = request.firstName.trim();
    const mobile = request.mobile.trim();
    const email = request.email.trim();
    if (!firstName) throw refuse(400, 'Please enter your name');
    if (!isValidPhone(mobile)) throw refuse(400, 'Please enter a valid 10-digit phone number');
    if (!isValidEmail(email)) throw refuse(400, 'Please enter a valid email address');
    if (!meetsPasswordRules(request.password)) throw refuse(400, 'Password does not meet the requirements');
    if (this.db.users.findFirst((q) => q.where({ mobile }))) {
      throw refuse(409, 'An account with this phone number already exists');
    }
    if (this.db.users.findFirst((q) => q.where({ email: (stored) => sameEmail(stored, email) }))) {
      throw refuse(409, 'An account with this email already exists');
    }
    await this.db.users.create({
      id: `u-${randomToken(6)}`,
      firstName,
      email,
      mobile,
      passwordHash: await hashPassword(request.password),
      roleType: CUSTOMER_ROLE,
      createdAt: this.now(),
    });
    return { success: true, message: 'Account created successfully' };
  }

  /** Issues a fresh 6-digit code (replacing any earlier one) and "e-mails" it to the demo outbox. */
  async forgotPassword(body: unknown): Promise<SuccessResponse> {
    const user = this.findByIdentity(parseRequest(ResetIdentitySchema, body));
    await this.codes.issue(user, 'Your RailBite password reset code');
    return { success: true, message: 'OTP sent successfully to your email' };
  }

  async verifyResetOtp(body: unknown): Promise<SuccessResponse> {
    const request = parseRequest(VerifyResetOtpRequestSchema, body);
    const user = this.findByIdentity(request);
    await this.codes.check(user, request.otp);
    await this.codes.markVerified(user);
    return { success: true, message: 'OTP verified successfully' };
  }

  async resetPassword(body: unknown): Promise<SuccessResponse> {
    const request = parseRequest(ResetPasswordRequestSchema, body);
    const user = this.findByIdentity(request);
    await this.codes.check(user, request.otp);
    if (!meetsPasswordRules(request.password)) throw refuse(400, 'Password does not meet the requirements');
    const passwordHash = await hashPassword(request.password);
    await this.db.users.update((q) => q.where({ id: user.id }), {
      data(record) {
        record.passwordHash = passwordHash;
      },
    });
    this.codes.consume(user);
    this.db.sessions.deleteMany((q) => q.where({ userId: user.id }));
    return { success: true, message: 'Password reset successfully!' };
  }

  /** Newest demo e-mail to an address (the fake's stand-in for an inbox). */
  latestMessageTo(email: string) {
    const messages = this.db.outbox.findMany((q) => q.where({ to: (to) => sameEmail(to, email) }));
    return messages.reduce<(typeof messages)[number] | null>((newest, message) => (!newest || message.sentAt >= newest.sentAt ? message : newest), null);
  }

  private findByIdentity({ userEmail, userPhone }: { userEmail: string; userPhone: string }): UserRecord {
    const user = this.db.users.findFirst((q) =>
      q.where({ mobile: userPhone.trim(), email: (stored) => sameEmail(stored, userEmail) }),
    );
    if (!user) throw refuse(404, 'No account matches this email and phone number');
    return user;
  }
}
