import { expect, it } from 'vitest';
import { RESET_CODE_TTL_MS } from '../fake/server/auth/ResetCodes';
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
    expect(await api(harness()).currentUser()).toEqual({ id: 'u-aarav', name: aarav.name, email: aarav.email, mobile: aarav.phone });
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
    await api(harness()).register({ firstName: 'Meera Iyer', mobile: '8123456789', email: 'meera@example.in', password: 'Chai@2026' });
    const credentials = await api(harness()).login({ phone: '8123456789', password: 'Chai@2026' });
    expect(credentials.token).toBeTruthy();
  });

  it('rejects a duplicate phone or e-mail, and a weak password', async () => {
    const taken = await rejection(api(harness()).register({ firstName: 'X', mobile: aarav.phone, email: 'new@example.in', password: 'Chai@2026' }));
    expect(taken.message).toBe('An account with this phone number already exists');
    const emailTaken = await rejection(
      api(harness()).register({ firstName: 'X', mobile: '8000000000', email: aarav.email.toUpperCase(), password: 'Chai@2026' }),
    );
    expect(emailTaken.message).toBe('An account with this email already exists');
    const weak = await rejection(api(harness()).register({ firstName: 'X', mobile: '8000000000', email: 'x@example.in', password: 'password' }));
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

  it('refuses an unknown identity, a wrong code, an expired code and a weak new password', async () => {
    const unknown = await rejection(api(harness()).requestPasswordReset({ userEmail: 'nobody@example.in', userPhone: aarav.phone }));
    expect(unknown.message).toBe('No account matches this email and phone number');

    await api(harness()).requestPasswordReset(identity);
    const code = latestCode(harness());
    const wrong = await rejection(api(harness()).verifyResetOtp({ ...identity, otp: code === '000000' ? '111111' : '000000' }));
    expect(wrong.message).toBe('Invalid OTP. Please check the code and try again.');

    const weak = await rejection(api(harness()).resetPassword({ ...identity, otp: code, password: 'short' }));
    expect(weak.message).toBe('Password does not meet the requirements');

    harness().clock.advance(RESET_CODE_TTL_MS + 1);
    const expired = await rejection(api(harness()).verifyResetOtp({ ...identity, otp: code }));
    expect(expired.message).toBe('This OTP has expired. Please request a new one.');
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
