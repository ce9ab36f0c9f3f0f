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

  it("keeps the customer's language with the profile: saved, read back, kept when an update leaves it out", async () => {
    await signIn(harness());
    const details = { name: aarav.name, email: aarav.email, mobile: aarav.phone };
    expect((await api(harness()).getProfile()).language).toBeUndefined();
    const update = await api(harness()).updateProfile({ ...details, language: 'ta' });
    harness().container.get(SessionStore).applyProfileUpdate(update);
    expect(await api(harness()).getProfile()).toEqual({ ...details, language: 'ta' });
    const renamed = await api(harness()).updateProfile({ ...details, name: 'Aarav S.' });
    harness().container.get(SessionStore).applyProfileUpdate(renamed);
    expect(await api(harness()).getProfile()).toEqual({ ...details, name: 'Aarav S.', language: 'ta' });
  });

  it('saving only the language keeps the session: the token in use goes on working', async () => {
    await signIn(harness());
    const before = harness().container.get(SessionStore).reading;
    const update = await api(harness()).updateProfile({
      name: aarav.name,
      email: aarav.email,
      mobile: aarav.phone,
      language: 'hi',
    });
    expect(update.credentials?.token).toBe(before.status === 'signed-in' ? before.credentials.token : 'no session');
    expect(await api(harness()).getProfile()).toMatchObject({ language: 'hi' });
  });

  it('refuses a language the app does not speak, like any other bad input', async () => {
    await signIn(harness());
    const details = { name: aarav.name, email: aarav.email, mobile: aarav.phone };
    await expect(api(harness()).updateProfile({ ...details, language: 'fr' as unknown as 'en' })).rejects.toMatchObject(
      { kind: 'rejected', status: 400 },
    );
    expect((await api(harness()).getProfile()).language).toBeUndefined();
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
