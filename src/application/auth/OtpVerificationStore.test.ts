import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OTP_RESEND_SECONDS } from '../../domain/auth/recovery';
import { INCOMPLETE_OTP_TEXT } from '../../domain/validation/otp';
import { describeEachAdapterSet } from '../../../test/helpers/adapterSets';
import { DEMO_CUSTOMERS } from '../../../test/helpers/signIn';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { OTP_RESENT_TEXT, OtpVerificationStore } from './OtpVerificationStore';

const aarav = DEMO_CUSTOMERS.aarav;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describeEachAdapterSet('OtpVerificationStore', (harness) => {
  const started = async () => {
    await harness().server.auth.forgotPassword({ userEmail: aarav.email, userPhone: aarav.phone });
    const store = harness().container.get(OtpVerificationStore);
    store.start({ email: aarav.email, phone: aarav.phone });
    return store;
  };
  const code = () => harness().server.auth.latestMessageTo(aarav.email)!.code;

  it('counts down from 300 seconds and allows a resend only at 0', async () => {
    const store = await started();
    expect(store.secondsLeft).toBe(OTP_RESEND_SECONDS);
    expect(store.canResend).toBe(false);
    vi.advanceTimersByTime(299_000);
    expect(store.secondsLeft).toBe(1);
    expect(store.canResend).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(store.secondsLeft).toBe(0);
    expect(store.canResend).toBe(true);
    store.dispose();
  });

  it('a successful resend restarts the timer at 300 and clears the digits', async () => {
    const store = await started();
    store.setDigits(['1', '2', '3', '', '', '']);
    vi.advanceTimersByTime(OTP_RESEND_SECONDS * 1000);
    await store.resend();
    expect(store.secondsLeft).toBe(OTP_RESEND_SECONDS);
    expect(store.digits).toEqual(['', '', '', '', '', '']);
    expect(
      harness()
        .container.get(NotificationCenter)
        .pending.map((t) => t.text),
    ).toContain(OTP_RESENT_TEXT);
    store.dispose();
  });

  it('asks for all six digits before verifying', async () => {
    const store = await started();
    store.setDigits(['1', '2', '3', '', '', '']);
    expect(await store.verify()).toBeNull();
    expect(store.error).toBe(INCOMPLETE_OTP_TEXT);
    store.dispose();
  });

  it('a failed verification clears the digits and asks to focus the first box', async () => {
    const store = await started();
    const wrong = code() === '000000' ? '111111' : '000000';
    store.setDigits(wrong.split(''));
    const before = store.focusFirstRequests;
    expect(await store.verify()).toBeNull();
    expect(store.error).toBe('Invalid OTP. Please check the code and try again.');
    expect(store.digits.join('')).toBe('');
    expect(store.focusFirstRequests).toBe(before + 1);
    store.dispose();
  });

  it('verifies the right code and shows the demo e-mail in fake mode', async () => {
    const store = await started();
    await vi.waitFor(() => expect(store.demoInbox.message !== null || harness().set === 'http').toBe(true));
    if (harness().set === 'fake') expect(store.demoInbox.message?.code).toBe(code());
    store.setDigits(code().split(''));
    expect(await store.verify()).toBe(code());
    store.dispose();
  });
});
