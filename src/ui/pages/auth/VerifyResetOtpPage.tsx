import { Button, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { OtpVerificationStore } from '../../../application/auth/OtpVerificationStore';
import { formatCountdown } from '../../../domain/auth/recovery';
import { useInjection } from '../../di/ContainerProvider';
import { useStoreLifecycle } from '../../lifecycle/useStoreLifecycle';
import { DemoCodeNotice } from '../../components/feedback/DemoCodeNotice';
import { OtpBoxes } from '../../components/forms/OtpBoxes';
import { AuthLayout } from '../../components/layout/AuthLayout';
import { useT } from '../../i18n/useT';
import { messageWith } from '../../i18n/messageWith';
import { StartRecoveryOver } from './ForgotPasswordPage';
import { readRecoveryState } from './recoveryState';
import { ProblemAlert } from '../../components/forms/ProblemAlert';
import { FailureAlert } from '../../components/forms/FailureAlert';

/** /verify-reset-otp: six boxes and a resend countdown; needs the e-mail and phone from /forgot-password. */
export function VerifyResetOtpPage() {
  const { email, phone, resendAt } = readRecoveryState(useLocation().state);
  if (!email || !phone) return <StartRecoveryOver />;
  return <VerifyResetOtpScreen email={email} phone={phone} keptResendAt={resendAt ?? null} />;
}

const VerifyResetOtpScreen = observer(function VerifyResetOtpScreen({
  email,
  phone,
  keptResendAt,
}: {
  email: string;
  phone: string;
  keptResendAt: number | null;
}) {
  const t = useT();
  const store = useInjection(OtpVerificationStore);
  const navigate = useNavigate();
  // The kept time is read once: writing the store's time back below must not start the screen again.
  const [startingResendAt] = useState(keptResendAt);
  useStoreLifecycle(store, email, phone, startingResendAt);
  const { resendAt } = store;
  useEffect(() => {
    if (resendAt > 0) void navigate('/verify-reset-otp', { replace: true, state: { email, phone, resendAt } });
  }, [navigate, email, phone, resendAt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const otp = await store.verify();
    // Replaced: once the code is used, Back (also after the reset) leads to the recovery's start, not to a used code.
    if (otp) void navigate('/reset-password', { replace: true, state: { email, phone, otp } });
  };

  return (
    <AuthLayout
      title={t('auth.otp.title')}
      subtitle={messageWith(t, 'auth.otp.subtitle', 'email', <strong>{email}</strong>)}
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        <DemoCodeNotice code={store.demoInbox.message?.code} />
        <ProblemAlert problem={store.validationError} />
        <FailureAlert failure={store.failure} />
        <OtpBoxes
          digits={store.digits}
          onChange={store.setDigits}
          focusFirstSignal={store.focusFirstRequests}
          disabled={store.verification.running}
        />
        <Button type="submit" variant="contained" size="large" disabled={store.verification.running}>
          {store.verification.running ? t('auth.otp.verifying') : t('auth.otp.title')}
        </Button>
        <Typography sx={{ textAlign: 'center' }} aria-live="polite">
          {store.secondsLeft > 0
            ? t('auth.otp.resendIn', { time: formatCountdown(store.secondsLeft) })
            : t('auth.otp.noCode')}
        </Typography>
        <Button variant="text" onClick={() => void store.resend()} disabled={!store.canResend}>
          {store.resending.running ? t('auth.otp.resending') : t('auth.otp.resend')}
        </Button>
      </Stack>
    </AuthLayout>
  );
});
