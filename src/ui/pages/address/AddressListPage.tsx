import AddIcon from '@mui/icons-material/Add';
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AddressBookStore } from '../../../application/address/AddressBookStore';
import type { Address } from '../../../domain/address/Address';
import { defaultFirst } from '../../../domain/address/addressBook';
import { useInjection } from '../../di/ContainerProvider';
import { PageSpinner } from '../../components/feedback/PageSpinner';
import { PageHeading } from '../../components/layout/PageHeading';
import { AddressCard } from './AddressCard';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { SeenNotice } from '../../components/feedback/SeenNotice';
import { useT } from '../../i18n/useT';

function NoAddresses() {
  const t = useT();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <LocationOffOutlined color="secondary" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h2">
        {t('account.address.noneTitle')}
      </Typography>
      <Typography color="text.secondary">{t('account.address.noneText')}</Typography>
    </Stack>
  );
}

/** /user/address: the saved addresses (default first), with Edit, Set Default, delete and Add New Address. */
export const AddressListPage = observer(function AddressListPage() {
  const t = useT();
  const book = useInjection(AddressBookStore);
  const [deleting, setDeleting] = useState<Address | null>(null);
  useEffect(() => {
    void book.load();
  }, [book]);
  const confirmDelete = (address: Address) => {
    setDeleting(null);
    void book.remove(address.id);
  };
  const empty = book.addresses.length === 0;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        {/* The subtitle is ours; prerendered with the title, it is the page's largest text while the list loads. */}
        <PageHeading title={t('drawer.addresses')} subtitle={t('account.address.listSubtitle')} />
        <Button component={RouterLink} to="/user/address/add" variant="contained" startIcon={<AddIcon />}>
          {t('header.addNewAddress')}
        </Button>
      </Stack>
      <SeenNotice sx={{ mb: 2 }} />
      {empty && book.status === 'loading' && <PageSpinner label={t('account.address.loading')} />}
      {empty && book.status === 'failed' && (
        <Alert severity="error" action={<Button onClick={() => void book.load()}>{t('common.tryAgain')}</Button>}>
          {t('account.address.unavailable')}
        </Alert>
      )}
      {empty && book.status === 'loaded' && <NoAddresses />}
      {!empty && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t('account.address.saved')}>
          {defaultFirst(book.addresses).map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={book.pendingId === address.id}
              onSetDefault={() => void book.setDefault(address.id)}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </Stack>
      )}
      <DeleteAddressDialog address={deleting} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
    </Container>
  );
});
