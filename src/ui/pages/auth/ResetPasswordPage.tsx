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
import { useT } from '../../i18n/useT';
import { StartRecoveryOver } from './ForgotPasswordPage';
import { readRecoveryState } from './recoveryState';
import { ProblemAlert } from '../../components/forms/ProblemAlert';
import { FailureAlert } from '../../components/forms/FailureAlert';

/** /reset-password: new and confirm password with the live checklist; needs e-mail, phone and code. */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const { email, phone, otp } = readRecoveryState(useLocation().state);
  const t = useT();
  const store = useInjection(ResetPasswordStore);
  const navigate = useNavigate();

  useEffect(() => {
    if (email && phone && otp) store.resetFor({ email, phone, otp });
  }, [store, email, phone, otp]);

  useEffect(() => {
    if (!store.done) return;
    const timer = setTimeout(
      () => void navigate('/login', { replace: true, state: { passwordReset: true } }),
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
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        {store.done && <Alert severity="success">{t('auth.reset.done')}</Alert>}
        <FailureAlert failure={store.submission.failure} />
        <BoundTextField
          form={store.form}
          field="password"
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          component={PasswordField}
          visible={store.passwordVisible}
          onToggleVisible={store.togglePasswordVisible}
        />
        <PasswordChecklist results={store.rules} />
        <BoundTextField
          form={store.form}
          field="confirmation"
          label={t('auth.reset.confirm')}
          autoComplete="new-password"
          component={PasswordField}
          visible={store.passwordVisible}
          onToggleVisible={store.togglePasswordVisible}
        />
        <ProblemAlert problem={store.form.shownFormMessage} severity="warning" role="status" />
        <Button type="submit" variant="contained" size="large" disabled={!store.canSubmit}>
          {store.submission.running ? t('auth.reset.resetting') : t('auth.reset.submit')}
        </Button>
      </Stack>
    </AuthLayout>
  );
});
