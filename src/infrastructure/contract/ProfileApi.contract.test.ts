import { expect, it } from 'vitest';
import { SessionStore } from '../../application/session/SessionStore';
import { type ProfileApi, ProfileApiToken } from '../ports/ProfileApi';
import { type AuthApi, AuthApiToken } from '../ports/AuthApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { DEMO_CUSTOMERS, signIn } from '../../../test/helpers/signIn';

const api = (h: Harness) => h.container.get<ProfileApi>(ProfileApiToken);
const aarav = DEMO_CUSTOMERS.aarav;
const codeFor = (h: Harness, email: string) => h.server.auth.latestMessageTo(email)?.code ?? '';

describeEachAdapterSet('ProfileApi contract', (harness) => {
  it('needs a signed-in customer', async () => {
    await expect(api(harness()).getProfile()).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('reads the profile of the signed-in customer', async () => {
    await signIn(harness());
    expect(await api(harness()).getProfile()).toEqual({ name: aarav.name, email: aarav.email, mobile: aarav.phone });
  });

  it('updates the profile, returning the user and a new token that works', async () => {
    await signIn(harness());
    const update = await api(harness()).updateProfile({
      name: 'Aarav S.',
      email: 'aarav.s@example.in',
      mobile: '98765 43211',
    });
    expect(update.message).toBe('Profile updated successfully');
    expect(update.user).toMatchObject({ name: 'Aarav S.', email: 'aarav.s@example.in', mobile: '9876543211' });
    expect(update.credentials?.token).toBeTruthy();
    harness().container.get(SessionStore).applyProfileUpdate(update);
    expect(await api(harness()).getProfile()).toEqual({
      name: 'Aarav S.',
      email: 'aarav.s@example.in',
      mobile: '9876543211',
    });
  });

  it('refuses an invalid profile and details taken by another customer', async () => {
    await signIn(harness());
    await expect(
      api(harness()).updateProfile({ name: '', email: aarav.email, mobile: aarav.phone }),
    ).rejects.toMatchObject({ message: 'Name is required' });
    await expect(
      api(harness()).updateProfile({ name: 'A', email: aarav.email, mobile: DEMO_CUSTOMERS.priya.phone }),
    ).rejects.toMatchObject({
      message: 'This mobile number is already used by another account',
    });
    await expect(
      api(harness()).updateProfile({ name: 'A', email: DEMO_CUSTOMERS.priya.email, mobile: aarav.phone }),
    ).rejects.toMatchObject({
      message: 'This email is already used by another account',
    });
  });

  it('changes the password with the e-mailed code; the rules hold on the server', async () => {
    await signIn(harness());
    expect(await api(harness()).sendPasswordOtp()).toBe('OTP sent to your registered email address');
    const code = codeFor(harness(), aarav.email);
    await expect(api(harness()).changePassword({ otp: code, password: 'weak' })).rejects.toMatchObject({
      message: 'Password must be at least 8 characters long',
    });
    await expect(
      api(harness()).changePassword({ otp: code === '000000' ? '111111' : '000000', password: 'Chai@2026' }),
    ).rejects.toMatchObject({
      message: 'Invalid OTP. Please check the code and try again.',
    });
    expect(await api(harness()).changePassword({ otp: code, password: 'Chai@2026' })).toBe(
      'Password updated successfully!',
    );
    await expect(
      harness().container.get<AuthApi>(AuthApiToken).login({ phone: aarav.phone, password: 'Chai@2026' }),
    ).resolves.toHaveProperty('token');
  });

  it("a password change ends the customer's other sessions and keeps this one", async () => {
    const other = await harness().server.auth.login({ phone: aarav.phone, password: aarav.password });
    await signIn(harness());
    await api(harness()).sendPasswordOtp();
    await api(harness()).changePassword({ otp: codeFor(harness(), aarav.email), password: 'Chai@2026' });
    expect(() => harness().server.auth.me({ token: other.token })).toThrow(
      'Your session has expired. Please sign in again.',
    );
    expect(await api(harness()).getProfile()).toMatchObject({ email: aarav.email });
  });
});
