import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OTP_RESEND_SECONDS } from '../../domain/auth/recovery';
import { describeEachAdapterSet, describeOnFakeSet } from '../../../test/helpers/adapterSets';
import { DEMO_CUSTOMERS } from '../../../test/helpers/signIn';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { OtpVerificationStore } from './OtpVerificationStore';
import { toastText } from '../../../test/helpers/toastText';

const aarav = DEMO_CUSTOMERS.aarav;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describeOnFakeSet('OtpVerificationStore', (harness) => {
  const started = async () => {
    await harness().server.auth.forgotPassword({ userEmail: aarav.email, userPhone: aarav.phone });
    const store = harness().container.get(OtpVerificationStore);
    const stop = store.start(aarav.email, aarav.phone, null);
    return { store, stop };
  };
  const code = () => harness().server.auth.latestMessageTo(aarav.email)!.code;

  it('counts down from 300 seconds and allows a resend only at 0', async () => {
    const { store, stop } = await started();
    expect(store.secondsLeft).toBe(OTP_RESEND_SECONDS);
    expect(store.canResend).toBe(false);
    vi.advanceTimersByTime(299_000);
    expect(store.secondsLeft).toBe(1);
    expect(store.canResend).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(store.secondsLeft).toBe(0);
    expect(store.canResend).toBe(true);
    stop();
  });

  it('a successful resend restarts the timer at 300 and clears the digits', async () => {
    const { store, stop } = await started();
    store.setDigits(['1', '2', '3', '', '', '']);
    vi.advanceTimersByTime(OTP_RESEND_SECONDS * 1000);
    await store.resend();
    expect(store.secondsLeft).toBe(OTP_RESEND_SECONDS);
    expect(store.digits).toEqual(['', '', '', '', '', '']);
    expect(harness().container.get(NotificationCenter).pending.map(toastText)).toContain('otpResent');
    stop();
  });

  it('asks for all six digits before verifying', async () => {
    const { store, stop } = await started();
    store.setDigits(['1', '2', '3', '', '', '']);
    expect(await store.verify()).toBeNull();
    expect(store.validationError).toEqual({ kind: 'otpIncomplete' });
    expect(store.failure).toBeNull();
    stop();
  });

  it('a failed verification clears the digits and asks to focus the first box', async () => {
    const { store, stop } = await started();
    const wrong = code() === '000000' ? '111111' : '000000';
    store.setDigits(wrong.split(''));
    const before = store.focusFirstRequests;
    expect(await store.verify()).toBeNull();
    expect(store.failure).toEqual({ kind: 'refused', text: 'Invalid OTP. Please check the code and try again.' });
    expect(store.digits.join('')).toBe('');
    expect(store.focusFirstRequests).toBe(before + 1);
    stop();
  });

  it('after the disposer runs no timer is left, and a resend answered later restarts nothing', async () => {
    const { store, stop } = await started();
    vi.advanceTimersByTime(OTP_RESEND_SECONDS * 1000);
    const notifications = harness().container.get(NotificationCenter);
    const resending = store.resend();
    stop();
    await resending;
    expect(vi.getTimerCount()).toBe(0);
    expect(store.secondsLeft).toBe(0);
    expect(notifications.pending.map(toastText)).not.toContain('otpResent');
  });

  it('stops counting down when the disposer runs, and counts again when started again (a second mount)', async () => {
    const { store, stop } = await started();
    vi.advanceTimersByTime(10_000);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    const stopAgain = store.start(aarav.email, aarav.phone, null);
    expect(store.secondsLeft).toBe(OTP_RESEND_SECONDS);
    vi.advanceTimersByTime(1_000);
    expect(store.secondsLeft).toBe(OTP_RESEND_SECONDS - 1);
    stopAgain();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a code the server calls dead (five wrong tries) allows a resend at once, and its time is kept', async () => {
    const { store, stop } = await started();
    const wrong = code() === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      store.setDigits(wrong.split(''));
      await store.verify();
    }
    expect(store.canResend).toBe(false);
    store.setDigits(code().split(''));
    expect(await store.verify()).toBeNull();
    expect(store.failure).toEqual({
      kind: 'refused',
      text: 'This OTP is no longer valid. Please request a new one.',
    });
    expect(store.canResend).toBe(true);
    expect(store.resendAt).toBeLessThanOrEqual(Date.now());
    stop();
  });

  it('a screen reopened with a kept resend time counts down to it, not from 300 again', async () => {
    await harness().server.auth.forgotPassword({ userEmail: aarav.email, userPhone: aarav.phone });
    const store = harness().container.get(OtpVerificationStore);
    const stop = store.start(aarav.email, aarav.phone, Date.now() + 42_000);
    expect(store.secondsLeft).toBe(42);
    stop();
    const stopAgain = store.start(aarav.email, aarav.phone, Date.now() - 1_000);
    expect(store.canResend).toBe(true);
    stopAgain();
  });
});

/** The demo inbox exists in the fake set only: both adapter sets. */
describeEachAdapterSet('OtpVerificationStore, with or without the demo inbox', (harness) => {
  const started = async () => {
    await harness().server.auth.forgotPassword({ userEmail: aarav.email, userPhone: aarav.phone });
    const store = harness().container.get(OtpVerificationStore);
    const stop = store.start(aarav.email, aarav.phone, null);
    return { store, stop };
  };
  const code = () => harness().server.auth.latestMessageTo(aarav.email)!.code;

  it('verifies the right code and shows the demo e-mail in fake mode', async () => {
    const { store, stop } = await started();
    await vi.waitFor(() => expect(store.demoInbox.message !== null || harness().set === 'http').toBe(true));
    if (harness().set === 'fake') expect(store.demoInbox.message?.code).toBe(code());
    store.setDigits(code().split(''));
    expect(await store.verify()).toBe(code());
    stop();
  });

  it('shows the demo code notice for an identity without an account as for a real one', async () => {
    const stranger = { userEmail: 'nobody@example.in', userPhone: aarav.phone };
    await harness().server.auth.forgotPassword(stranger);
    const store = harness().container.get(OtpVerificationStore);
    const stop = store.start(stranger.userEmail, stranger.userPhone, null);
    if (harness().set === 'fake') await vi.waitFor(() => expect(store.demoInbox.message?.code).toMatch(/^\d{6}$/));
    else expect(store.demoInbox.message).toBeNull();
    stop();
  });
});
