import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AddressFormStore, AddressTextField } from '../../../application/address/AddressFormStore';
import { BoundTextField } from '../../components/forms/BoundTextField';
import { ProblemAlert } from '../../components/forms/ProblemAlert';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { AddressTypeField } from './AddressTypeField';
import { LocationPickerDialog } from './LocationPickerDialog';
import { MapPointField } from './MapPointField';

export const ADDRESS_LIST_PATH = '/user/address';

/**
 * The page frame of the add and edit screens: back arrow, title and what the form is for. The subtitle is ours;
 * prerendered with the title, it is the page's largest text while the form loads, and larger than the sign-in page a
 * visitor is sent to (FEATURES F-paint).
 */
export function AddressPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton component={RouterLink} to={ADDRESS_LIST_PATH} aria-label={t('account.address.back')}>
            <ArrowBack />
          </IconButton>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('account.address.formSubtitle')}
        </Typography>
      </div>
      {children}
    </Stack>
  );
}

/** The address form shared by add and edit: type, fields, map point, Cancel and save. */
export const AddressFormView = observer(function AddressFormView({
  form,
  submitLabel,
  onCancel,
}: {
  form: AddressFormStore;
  submitLabel: string;
  onCancel: () => void;
}) {
  const t = useT();
  const field = (name: AddressTextField, label: MessageId) => ({ form: form.form, field: name, label: t(label) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <ProblemAlert problem={form.error} />
        <AddressTypeField value={form.values.addressType} onChange={form.setAddressType} />
        <BoundTextField
          {...field('completeAddress', 'account.address.complete')}
          multiline
          minRows={2}
          autoComplete="street-address"
        />
        <BoundTextField {...field('area', 'account.address.area')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <BoundTextField {...field('city', 'account.address.city')} autoComplete="address-level2" />
          {/* No maxLength: the browser would cut a pasted '110 001' to '110 00' before the rule keeps its 6 digits. */}
          <BoundTextField
            {...field('pincode', 'account.address.pincode')}
            autoComplete="postal-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
        <BoundTextField {...field('landmark', 'account.address.landmark')} />
        <MapPointField point={form.mapPoint} onOpen={form.openPicker} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              form.cancel();
              onCancel();
            }}
          >
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.saving || form.saved}>
            {form.saving ? t('account.address.saving') : submitLabel}
          </Button>
        </Stack>
      </Stack>
      {form.pickerOpen && (
        <LocationPickerDialog
          initial={form.pickedLocation}
          onClose={form.closePicker}
          onSelect={form.applyPickedLocation}
        />
      )}
    </Paper>
  );
});
