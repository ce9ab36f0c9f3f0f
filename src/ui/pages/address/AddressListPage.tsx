import AddIcon from '@mui/icons-material/Add';
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { ADDRESS_LIST_TEXT } from './addressListTexts';
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

/** Ours; prerendered with the title, it is the page's largest text while the list loads (docs/PERFORMANCE.md). */
const ADDRESS_LIST_SUBTITLE =
  'Save the places you order to: home, work or anywhere else. Checkout picks your default address first.';

function NoAddresses() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <LocationOffOutlined color="secondary" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h2">
        No Addresses Found
      </Typography>
      <Typography color="text.secondary">
        Add a delivery address to get meals brought to your door or your train seat.
      </Typography>
    </Stack>
  );
}

/** /user/address: the saved addresses (default first), with Edit, Set Default, delete and Add New Address. */
export const AddressListPage = observer(function AddressListPage() {
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
        <PageHeading title="Delivery Addresses" subtitle={ADDRESS_LIST_SUBTITLE} />
        <Button component={RouterLink} to="/user/address/add" variant="contained" startIcon={<AddIcon />}>
          Add New Address
        </Button>
      </Stack>
      <SeenNotice sx={{ mb: 2 }} />
      {empty && book.status === 'loading' && <PageSpinner label="Loading addresses" />}
      {empty && book.status === 'failed' && (
        <Alert severity="error" action={<Button onClick={() => void book.load()}>{ADDRESS_LIST_TEXT.tryAgain}</Button>}>
          {ADDRESS_LIST_TEXT.unavailable}
        </Alert>
      )}
      {empty && book.status === 'loaded' && <NoAddresses />}
      {!empty && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Saved addresses">
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
