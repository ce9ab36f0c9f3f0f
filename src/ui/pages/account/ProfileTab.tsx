import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect } from 'react';
import { ProfileStore } from '../../../application/account/ProfileStore';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';
import { failureText } from '../../i18n/failureText';
import { ProblemAlert } from '../../components/forms/ProblemAlert';
import { FailureAlert } from '../../components/forms/FailureAlert';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

/** Profile: name, mobile and e-mail read-only with Edit; then editable with Save Changes and Cancel. */
export const ProfileTab = observer(function ProfileTab() {
  const t = useT();
  const store = useInjection(ProfileStore);
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.loading.failure && !store.profile) {
    return (
      <Alert severity="error" action={<Button onClick={() => void store.load()}>{t('common.tryAgain')}</Button>}>
        {failureText(store.loading.failure)}
      </Alert>
    );
  }
  if (!store.profile) return <Skeleton variant="rounded" height={180} aria-label={t('account.profile.loading')} />;

  if (!store.editing) {
    return (
      <Stack spacing={2.5}>
        <ReadOnlyField label={t('auth.name')} value={store.profile.name} />
        <ReadOnlyField label={t('account.profile.mobile')} value={`+91 ${store.profile.mobile}`} />
        <ReadOnlyField label={t('auth.email')} value={store.profile.email} />
        <Box>
          <Button variant="contained" onClick={store.startEditing}>
            {t('account.profile.edit')}
          </Button>
        </Box>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <FailureAlert failure={store.saving.failure} />
      <BoundTextField form={store.form} field="name" label={t('auth.name')} autoComplete="name" />
      <BoundTextField form={store.form} field="email" label={t('auth.email')} type="email" autoComplete="email" />
      <BoundTextField
        form={store.form}
        field="mobile"
        label={t('account.profile.mobileNumber')}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <ProblemAlert problem={store.saveAttemptError} severity="warning" />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={!store.canSave}>
          {store.saving.running ? t('account.profile.saving') : t('account.profile.save')}
        </Button>
        <Button onClick={store.cancel}>{t('common.cancel')}</Button>
      </Stack>
    </Stack>
  );
});
