import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { describeOnFakeSet } from '../../../test/helpers/adapterSets';
import { DEMO_CUSTOMERS, signIn } from '../../../test/helpers/signIn';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { PasswordChangeStore } from './PasswordChangeStore';
import { toastText } from '../../../test/helpers/toastText';

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describeOnFakeSet('PasswordChangeStore', (harness) => {
  const store = async () => {
    await signIn(harness());
    return harness().container.get(PasswordChangeStore);
  };
  const toasts = () => harness().container.get(NotificationCenter).pending.map(toastText);
  const code = () => harness().server.auth.latestMessageTo(DEMO_CUSTOMERS.aarav.email)!.code;

  it('enables Send OTP only for a valid, confirmed password', async () => {
    const change = await store();
    expect(change.canSendOtp).toBe(false);
    change.form.setField('password', 'Chai@2026');
    expect(change.canSendOtp).toBe(false);
    change.form.setField('confirmation', 'Chai@27');
    expect(change.form.error('confirmation')).toEqual({ kind: 'confirmationDiffers' });
    change.form.setField('confirmation', 'Chai@2026');
    expect(change.canSendOtp).toBe(true);
  });

  it('goes form → otp (300 s) → resend at 0 (30 s) → success → form again after 1.5 s', async () => {
    const change = await store();
    change.form.setField('password', 'Chai@2026');
    change.form.setField('confirmation', 'Chai@2026');
    await change.sendOtp();
    expect(change.step).toBe('otp');
    expect(change.countdown.secondsLeft).toBe(300);
    expect(toasts()).toContain('passwordOtpSent');
    expect(change.canResend).toBe(false);
    vi.advanceTimersByTime(300_000);
    await change.resend();
    expect(change.countdown.secondsLeft).toBe(30);
    expect(toasts()).toContain('otpResent');
    change.otpForm.setField('otp', '12');
    await change.updatePassword();
    expect(change.otpForm.error('otp')).toEqual({ kind: 'otpInvalid' });
    change.otpForm.setField('otp', code());
    await change.updatePassword();
    expect(change.step).toBe('success');
    expect(toasts()).toContain('passwordUpdated');
    vi.advanceTimersByTime(1500);
    expect(change.step).toBe('form');
    expect(change.form.values.password).toBe('');
  });

  it('cancel returns to the form and clears every field', async () => {
    const change = await store();
    change.form.setField('password', 'Chai@2026');
    change.form.setField('confirmation', 'Chai@2026');
    await change.sendOtp();
    change.otpForm.setField('otp', '123');
    change.cancel();
    expect([
      change.step,
      change.form.values.password,
      change.form.values.confirmation,
      change.otpForm.values.otp,
    ]).toEqual(['form', '', '', '']);
  });

  // The store's own timers are judged by what they would do, not by the count of every pending timer: the backend
  // may schedule timers of its own while it answers, so a count taken across an await is not the store's.
  it('after the disposer runs, a code answered later starts no countdown and moves to no step', async () => {
    const change = await store();
    const stop = change.start();
    change.form.setField('password', 'Chai@2026');
    change.form.setField('confirmation', 'Chai@2026');
    const sending = change.sendOtp();
    stop();
    await sending;
    expect(change.step).toBe('form');
    expect(change.countdown.secondsLeft).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(change.countdown.secondsLeft).toBe(0);
    expect(change.step).toBe('form');
  });

  it('the disposer stops the countdown and the return to the form after success', async () => {
    const change = await store();
    const stop = change.start();
    change.form.setField('password', 'Chai@2026');
    change.form.setField('confirmation', 'Chai@2026');
    await change.sendOtp();
    change.otpForm.setField('otp', code());
    await change.updatePassword();
    expect(change.step).toBe('success');
    // Nothing else runs between the two counts: stop() clears the return to the form, the store's one timer left.
    const pending = vi.getTimerCount();
    stop();
    expect(vi.getTimerCount()).toBe(pending - 1);
    vi.advanceTimersByTime(1500);
    expect(change.step).toBe('success');
  });
});
