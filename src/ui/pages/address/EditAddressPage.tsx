import { CircularProgress, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { ADDRESS_LIST_PATH, AddressFormView, AddressPageFrame } from './AddressFormView';
import { useAddressForm } from './useAddressForm';
import { useReturnAfterSave } from './useReturnAfterSave';

/** /user/address/edit/{id}: loads the address by id; an unknown id or a failed load returns to the list. */
export const EditAddressPage = observer(function EditAddressPage() {
  const t = useT();
  const { id = '' } = useParams();
  const form = useAddressForm();
  const navigate = useNavigate();
  useReturnAfterSave(form.saved);
  useEffect(() => {
    void form.startEdit(id);
  }, [form, id]);
  const leave = form.phase === 'not-found' || form.phase === 'load-failed';
  useEffect(() => {
    if (leave) void navigate(ADDRESS_LIST_PATH, { replace: true });
  }, [leave, navigate]);
  // The form is built at transition priority when the address arrives: in slices, not one long task (FEATURES F-fast).
  const editing = useDeferredValue(form.editingId === id && form.phase === 'editing');
  return (
    <AddressPageFrame title={t('account.address.editTitle')}>
      {editing ? (
        <AddressFormView
          form={form}
          submitLabel={t('account.address.update')}
          onCancel={() => void navigate(ADDRESS_LIST_PATH)}
        />
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('account.address.loadingOne')}</Typography>
        </Stack>
      )}
    </AddressPageFrame>
  );
});
