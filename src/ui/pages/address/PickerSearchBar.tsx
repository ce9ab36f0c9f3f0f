import MyLocation from '@mui/icons-material/MyLocation';
import Search from '@mui/icons-material/Search';
import { Button, Stack, TextField } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { LocationPickerStore } from '../../../application/maps/LocationPickerStore';
import { useT } from '../../i18n/useT';

/** The picker's search box and its Current location button. */
export const PickerSearchBar = observer(function PickerSearchBar({ picker }: { picker: LocationPickerStore }) {
  const t = useT();
  const submit = (event: FormEvent) => {
    // The dialog sits inside the address form in React's tree: keep this submit from reaching it.
    event.preventDefault();
    event.stopPropagation();
    void picker.search();
  };
  return (
    <Stack component="form" role="search" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit}>
      <TextField
        size="small"
        label={t('account.address.searchPlace')}
        value={picker.query}
        onChange={(event) => picker.setQuery(event.target.value)}
      />
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button type="submit" variant="contained" startIcon={<Search />} disabled={picker.searching}>
          {picker.searching ? t('account.address.searching') : t('account.address.search')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<MyLocation />}
          onClick={() => void picker.useCurrentLocation()}
          disabled={picker.locating}
        >
          {picker.locating ? t('account.address.locating') : t('account.address.currentLocation')}
        </Button>
      </Stack>
    </Stack>
  );
});
