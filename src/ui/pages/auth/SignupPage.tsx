import { Button, Link, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SignupFormStore } from '../../../application/auth/SignupFormStore';
import { useInjection } from '../../di/ContainerProvider';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { PasswordChecklist } from '../../components/forms/PasswordChecklist';
import { PasswordField } from '../../components/forms/PasswordField';
import { PhoneField } from '../../components/forms/PhoneField';
import { AuthLayout } from '../../components/layout/AuthLayout';
import { useT } from '../../i18n/useT';
import { FailureAlert } from '../../components/forms/FailureAlert';

/** /signup: name, phone, email, password. On success: 'Account created successfully', then /login. */
export const SignupPage = observer(function SignupPage() {
  const t = useT();
  const form = useInjection(SignupFormStore);
  const navigate = useNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submit()) void navigate('/login');
  };
  return (
    <AuthLayout title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        <FailureAlert failure={form.submission.failure} />
        <BoundTextField form={form.form} field="name" label={t('auth.name')} autoComplete="name" />
        <BoundTextField form={form.form} field="phone" label={t('signIn.phone')} component={PhoneField} />
        <BoundTextField form={form.form} field="email" label={t('auth.email')} type="email" autoComplete="email" />
        <BoundTextField
          form={form.form}
          field="password"
          label={t('signIn.password')}
          autoComplete="new-password"
          component={PasswordField}
          visible={form.passwordVisible}
          onToggleVisible={form.togglePasswordVisible}
        />
        {form.form.values.password && <PasswordChecklist results={form.passwordRules} />}
        <Button type="submit" variant="contained" size="large" disabled={form.submission.running}>
          {form.submission.running ? t('auth.signup.creating') : t('drawer.createAccount')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('auth.signup.haveAccount')}{' '}
          <Link component={RouterLink} to="/login">
            {t('auth.signInLink')}
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
});
