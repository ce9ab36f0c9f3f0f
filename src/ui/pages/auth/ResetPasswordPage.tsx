import { Alert, Button, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ResetPasswordStore } from '../../../application/auth/ResetPasswordStore';
import { RESET_REDIRECT_DELAY_MS } from '../../../domain/auth/recovery';
import { useInjection } from '../../di/ContainerProvider';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { PasswordChecklist } from '../../components/forms/PasswordChecklist';
import { PasswordField } from '../../components/forms/PasswordField';
import { AuthLayout } from '../../components/layout/AuthLayout';
import { StartRecoveryOver } from './ForgotPasswordPage';
import { readRecoveryState } from './recoveryState';

export const SIGN_IN_WITH_NEW_PASSWORD_TEXT = 'Your password has been reset. Sign in with your new password.';

/** /reset-password: new and confirm password with the live checklist; needs e-mail, phone and code. */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const { email, phone, otp } = readRecoveryState(useLocation().state);
  const store = useInjection(ResetPasswordStore);
  const navigate = useNavigate();

  useEffect(() => {
    if (email && phone && otp) store.resetFor({ email, phone, otp });
  }, [store, email, phone, otp]);

  useEffect(() => {
    if (!store.done) return;
    const timer = setTimeout(
      () => void navigate('/login', { replace: true, state: { message: SIGN_IN_WITH_NEW_PASSWORD_TEXT } }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [store.done, navigate]);

  if (!email || !phone || !otp) return <StartRecoveryOver />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };

  return (
    <AuthLayout title="Reset password" subtitle="Choose a new password for your account.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        {store.done && <Alert severity="success">All set. Taking you to sign in…</Alert>}
        {store.submission.error && <Alert severity="error">{store.submission.error}</Alert>}
        <BoundTextField
          form={store.form}
          field="password"
          label="New Password"
          autoComplete="new-password"
          component={PasswordField}
          visible={store.passwordVisible}
          onToggleVisible={store.togglePasswordVisible}
        />
        <PasswordChecklist results={store.rules} />
        <BoundTextField
          form={store.form}
          field="confirmation"
          label="Confirm Password"
          autoComplete="new-password"
          component={PasswordField}
          visible={store.passwordVisible}
          onToggleVisible={store.togglePasswordVisible}
        />
        {store.form.shownFormMessage && (
          <Alert severity="warning" role="status">
            {store.form.shownFormMessage}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={!store.canSubmit}>
          {store.submission.running ? 'Resetting...' : 'Reset Password'}
        </Button>
      </Stack>
    </AuthLayout>
  );
});
