import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LoginFormStore } from '../../../application/auth/LoginFormStore';
import { SessionStore } from '../../../application/session/SessionStore';
import { useInjection } from '../../di/ContainerProvider';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { PasswordField } from '../../components/forms/PasswordField';
import { PhoneField } from '../../components/forms/PhoneField';
import { AuthLayout } from '../../components/layout/AuthLayout';
import { useT } from '../../i18n/useT';

/** /login: phone and password. On success the route gate sends the customer on (to where they were going, else /). */
export const LoginPage = observer(function LoginPage() {
  const t = useT();
  const form = useInjection(LoginFormStore);
  const notice = (useLocation().state as { message?: string } | null)?.message;
  const session = useInjection(SessionStore);
  // The server ended the session: said here once (a later visit to this page does not say it again), also when the
  // page was already shown as the session ended.
  const sessionExpired = session.sessionExpired;
  const [expired, setExpired] = useState(sessionExpired);
  useEffect(() => {
    if (!sessionExpired) return;
    setExpired(true);
    session.expiryNoticeShown();
  }, [sessionExpired, session]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <AuthLayout title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        {expired && <Alert severity="warning">{t('shell.session.expired')}</Alert>}
        {notice && <Alert severity="success">{notice}</Alert>}
        {form.submission.error && <Alert severity="error">{form.submission.error}</Alert>}
        <BoundTextField form={form.form} field="phone" label={t('signIn.phone')} component={PhoneField} />
        <BoundTextField
          form={form.form}
          field="password"
          label={t('signIn.password')}
          autoComplete="current-password"
          component={PasswordField}
          visible={form.passwordVisible}
          onToggleVisible={form.togglePasswordVisible}
        />
        <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
          <Link component={RouterLink} to="/forgot-password">
            {t('signIn.forgot')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={form.submission.running}>
          {form.submission.running ? t('signIn.signingIn') : t('drawer.signIn')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('signIn.newHere')}{' '}
          <Link component={RouterLink} to="/signup">
            {t('signIn.createAccount')}
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
});
