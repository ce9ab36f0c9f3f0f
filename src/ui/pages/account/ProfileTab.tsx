import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect } from 'react';
import { ProfileStore } from '../../../application/account/ProfileStore';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { useInjection } from '../../di/ContainerProvider';

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
  const store = useInjection(ProfileStore);
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.loading.error && !store.profile) {
    return (
      <Alert severity="error" action={<Button onClick={() => void store.load()}>Try again</Button>}>
        {store.loading.error}
      </Alert>
    );
  }
  if (!store.profile) return <Skeleton variant="rounded" height={180} aria-label="Loading profile" />;

  if (!store.editing) {
    return (
      <Stack spacing={2.5}>
        <ReadOnlyField label="Name" value={store.profile.name} />
        <ReadOnlyField label="Mobile" value={`+91 ${store.profile.mobile}`} />
        <ReadOnlyField label="Email" value={store.profile.email} />
        <Box>
          <Button variant="contained" onClick={store.startEditing}>
            Edit
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
      {store.saving.error && <Alert severity="error">{store.saving.error}</Alert>}
      <BoundTextField form={store.form} field="name" label="Name" autoComplete="name" />
      <BoundTextField form={store.form} field="email" label="Email" type="email" autoComplete="email" />
      <BoundTextField
        form={store.form}
        field="mobile"
        label="Mobile Number"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      {store.saveAttemptError && <Alert severity="warning">{store.saveAttemptError}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={!store.canSave}>
          {store.saving.running ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button onClick={store.cancel}>Cancel</Button>
      </Stack>
    </Stack>
  );
});
