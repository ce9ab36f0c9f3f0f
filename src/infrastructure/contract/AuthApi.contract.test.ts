import { expect, it } from 'vitest';
import { DEAD_CODE_STATUS } from '../../domain/auth/recovery';
import { DEFAULT_SESSION_TTL_MS } from '../fake/server/auth/Authenticator';
import { RESET_CODE_TTL_MS } from '../fake/server/auth/ResetCodes';
import { SIGN_IN_LOCK_MS, signInLockedText } from '../fake/server/auth/SignInThrottle';
import { type AuthApi, AuthApiToken } from '../ports/AuthApi';
import { type SessionRepository, SessionRepositoryToken } from '../ports/SessionRepository';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { rejection } from '../../../test/helpers/rejection';
import { DEMO_CUSTOMERS } from '../../../test/helpers/signIn';

const aarav = DEMO_CUSTOMERS.aarav;
const identity = { userEmail: aarav.email, userPhone: aarav.phone };
const api = (h: Harness) => h.container.get<AuthApi>(AuthApiToken);
const repository = (h: Harness) => h.container.get<SessionRepository>(SessionRepositoryToken);

/** The code the fake backend "e-mailed". */
const latestCode = (h: Harness) => h.server.auth.latestMessageTo(aarav.email)?.code ?? '';

describeEachAdapterSet('AuthApi contract', (harness) => {
  it('signs a demo customer in and reads the current user with the token', async () => {
    const credentials = await api(harness()).login({ phone: aarav.phone, password: aarav.password });
    expect(credentials.token).toMatch(/\w{16,}/);
    expect(credentials.roleType).toBe('customer');
    repository(harness()).saveCredentials(credentials);
    expect(await api(harness()).currentUser()).toEqual({
      id: 'u-aarav',
      name: aarav.name,
      email: aarav.email,
      mobile: aarav.phone,
    });
  });

  it('refuses a wrong password with the server message', async () => {
    const error = await rejection(api(harness()).login({ phone: aarav.phone, password: 'Wrong@123' }));
    expect(error.message).toBe('Invalid phone number or password');
  });

  it('answers 401 to a stale token and clears the saved session', async () => {
    repository(harness()).saveCredentials({ token: 'stale-token', roleType: 'customer' });
    const error = await rejection(api(harness()).currentUser());
    expect(error.kind).toBe('unauthorized');
    expect(repository(harness()).readCredentials().status).toBe('signed-out');
  });

  it('registers a new customer who can then sign in', async () => {
    await api(harness()).register({
      firstName: 'Meera Iyer',
      mobile: '8123456789',
      email: 'meera@example.in',
      password: 'Chai@2026',
    });
    const credentials = await api(harness()).login({ phone: '8123456789', password: 'Chai@2026' });
    expect(credentials.token).toBeTruthy();
  });

  it('refuses a name longer than 50 characters', async () => {
    const long = await rejection(
      api(harness()).register({
        firstName: 'M'.repeat(300),
        mobile: '8123456789',
        email: 'm@example.in',
        password: 'Chai@2026',
      }),
    );
    expect(long.message).toBe('Name must not exceed 50 characters');
  });

  it('rejects a duplicate phone or e-mail, and a weak password', async () => {
    const taken = await rejection(
      api(harness()).register({ firstName: 'X', mobile: aarav.phone, email: 'new@example.in', password: 'Chai@2026' }),
    );
    expect(taken.message).toBe('An account with this phone number already exists');
    const emailTaken = await rejection(
      api(harness()).register({
        firstName: 'X',
        mobile: '8000000000',
        email: aarav.email.toUpperCase(),
        password: 'Chai@2026',
      }),
    );
    expect(emailTaken.message).toBe('An account with this email already exists');
    const weak = await rejection(
      api(harness()).register({ firstName: 'X', mobile: '8000000000', email: 'x@example.in', password: 'password' }),
    );
    expect(weak.message).toBe('Password does not meet the requirements');
  });

  it('runs the whole password recovery, after which only the new password works', async () => {
    await api(harness()).requestPasswordReset(identity);
    const code = latestCode(harness());
    expect(code).toMatch(/^\d{6}$/);
    await api(harness()).verifyResetOtp({ ...identity, otp: code });
    await api(harness()).resetPassword({ ...identity, otp: code, password: 'Newpass#99' });
    await expect(api(harness()).login({ phone: aarav.phone, password: 'Newpass#99' })).resolves.toHaveProperty('token');
    const old = await rejection(api(harness()).login({ phone: aarav.phone, password: aarav.password }));
    expect(old.message).toBe('Invalid phone number or password');
  });

  it('answers forgot-password for an unknown identity as for a known one, with an e-mailed code that opens nothing', async () => {
    const stranger = { userEmail: 'nobody@example.in', userPhone: aarav.phone };
    await expect(api(harness()).requestPasswordReset(stranger)).resolves.toBeUndefined();
    await api(harness()).requestPasswordReset(identity);
    const decoy = harness().server.auth.latestMessageTo(stranger.userEmail);
    const real = harness().server.auth.latestMessageTo(aarav.email);
    expect(decoy?.code).toMatch(/^\d{6}$/);
    expect(decoy?.subject).toBe(real?.subject);
    const guess = await rejection(api(harness()).verifyResetOtp({ ...stranger, otp: decoy!.code }));
    expect(guess.message).toBe('Invalid OTP. Please check the code and try again.');
  });

  it('refuses a wrong code, an expired code and a weak new password', async () => {
    await api(harness()).requestPasswordReset(identity);
    const code = latestCode(harness());
    const wrong = await rejection(
      api(harness()).verifyResetOtp({ ...identity, otp: code === '000000' ? '111111' : '000000' }),
    );
    expect(wrong.message).toBe('Invalid OTP. Please check the code and try again.');

    const weak = await rejection(api(harness()).resetPassword({ ...identity, otp: code, password: 'short' }));
    expect(weak.message).toBe('Password does not meet the requirements');

    harness().clock.advance(RESET_CODE_TTL_MS + 1);
    const expired = await rejection(api(harness()).verifyResetOtp({ ...identity, otp: code }));
    expect(expired.message).toBe('This OTP has expired. Please request a new one.');
    expect(expired.status).toBe(DEAD_CODE_STATUS);
  });

  it('answers 410 to a code after five wrong tries, the right code included: only a new code helps', async () => {
    await api(harness()).requestPasswordReset(identity);
    const code = latestCode(harness());
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await rejection(api(harness()).verifyResetOtp({ ...identity, otp: wrong }))).status).toBe(400);
    }
    const dead = await rejection(api(harness()).verifyResetOtp({ ...identity, otp: code }));
    expect(dead.message).toBe('This OTP is no longer valid. Please request a new one.');
    expect(dead.status).toBe(DEAD_CODE_STATUS);
  });

  it('signing out ends the session on the server: the token stops working', async () => {
    const credentials = await api(harness()).login({ phone: aarav.phone, password: aarav.password });
    await api(harness()).logout(credentials.token);
    repository(harness()).saveCredentials(credentials);
    expect((await rejection(api(harness()).currentUser())).kind).toBe('unauthorized');
  });

  it('a session expires 30 days after sign-in', async () => {
    repository(harness()).saveCredentials(await api(harness()).login({ phone: aarav.phone, password: aarav.password }));
    harness().clock.advance(DEFAULT_SESSION_TTL_MS);
    await expect(api(harness()).currentUser()).resolves.toMatchObject({ id: 'u-aarav' });
    harness().clock.advance(1);
    const expired = await rejection(api(harness()).currentUser());
    expect(expired).toMatchObject({ kind: 'unauthorized', message: 'Your session has expired. Please sign in again.' });
  });

  it('five wrong passwords in 15 minutes lock the number for 15 minutes, the right one included', async () => {
    const wrong = () => rejection(api(harness()).login({ phone: aarav.phone, password: 'Wrong@123' }));
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await wrong()).message).toBe('Invalid phone number or password');
    expect((await wrong()).message).toBe(signInLockedText(15));
    harness().clock.advance(SIGN_IN_LOCK_MS - 5 * 60_000);
    const locked = await rejection(api(harness()).login({ phone: aarav.phone, password: aarav.password }));
    expect(locked.message).toBe(signInLockedText(5));
    expect(locked.message).toBe(
      'Too many wrong passwords for this phone number. Please try again in 5 minutes or reset your password.',
    );
    harness().clock.advance(5 * 60_000);
    await expect(api(harness()).login({ phone: aarav.phone, password: aarav.password })).resolves.toHaveProperty(
      'token',
    );
  });

  it('50 parallel wrong guesses: at most five are answered, the rest are locked out, the right password too', async () => {
    const guesses = Array.from({ length: 50 }, (_, i) =>
      rejection(api(harness()).login({ phone: aarav.phone, password: `Wrong@${100 + i}` })),
    );
    const messages = (await Promise.all(guesses)).map((error) => error.message);
    const answered = messages.filter((message) => message === 'Invalid phone number or password');
    expect(answered.length).toBeLessThanOrEqual(4);
    expect(messages.filter((message) => message === signInLockedText(15))).toHaveLength(50 - answered.length);
    const right = await rejection(api(harness()).login({ phone: aarav.phone, password: aarav.password }));
    expect(right.message).toBe(signInLockedText(15));
  });

  it('two parallel sign-ups with one phone number: one account is created, the other is told the number is taken', async () => {
    const signUp = (email: string) =>
      api(harness()).register({ firstName: 'Meera Iyer', mobile: '8123456789', email, password: 'Chai@2026' });
    const outcomes = await Promise.allSettled([signUp('meera@example.in'), signUp('meera.iyer@example.in')]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as Error).message).toBe('An account with this phone number already exists');
    expect(harness().server.db.users.findMany((q) => q.where({ mobile: '8123456789' }))).toHaveLength(1);
  });

  it('wrong passwords older than 15 minutes do not count; unknown numbers lock the same way', async () => {
    const attempt = (phone: string) => rejection(api(harness()).login({ phone, password: 'Wrong@123' }));
    for (let i = 0; i < 4; i++) await attempt(aarav.phone);
    harness().clock.advance(15 * 60_000 + 1);
    expect((await attempt(aarav.phone)).message).toBe('Invalid phone number or password');
    for (let i = 0; i < 4; i++) expect((await attempt('9000000009')).message).toBe('Invalid phone number or password');
    expect((await attempt('9000000009')).message).toBe(signInLockedText(15));
  });

  it('a resend replaces the earlier code', async () => {
    await api(harness()).requestPasswordReset(identity);
    const first = latestCode(harness());
    await api(harness()).requestPasswordReset(identity);
    const second = latestCode(harness());
    if (first !== second) await rejection(api(harness()).verifyResetOtp({ ...identity, otp: first }));
    await api(harness()).verifyResetOtp({ ...identity, otp: second });
  });
});
