import AddIcon from '@mui/icons-material/Add';
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { AddressBookStore } from '../../../application/address/AddressBookStore';
import { AddressSelection } from '../../../application/address/AddressSelection';
import { addressTypeText } from '../../i18n/addressTypeText';
import { useT } from '../../i18n/useT';
import { defaultFirst } from '../../../domain/address/addressBook';
import { toHeaderView } from '../../../domain/address/addressViews';
import { useInjection } from '../../di/ContainerProvider';

/** The header's address dropdown: saved addresses (default first) and 'Add New Address'. */
export const HeaderAddressMenu = observer(function HeaderAddressMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const t = useT();
  const book = useInjection(AddressBookStore);
  const selected = useInjection(AddressSelection).selected;
  return (
    <Menu
      id="header-address-menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 24px)' } } }}
    >
      {defaultFirst(book.addresses).map((address) => {
        const view = toHeaderView(address);
        const place = [view.addressLine2, view.city, [view.state, view.pincode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ');
        return (
          <MenuItem
            key={address.id}
            selected={address.id === selected?.id}
            // The whole address wraps rather than being cut: a phone cannot hover for a title, and two of the
            // customer's addresses may differ only at their end.
            sx={{ whiteSpace: 'normal' }}
            onClick={() => {
              book.choose(address);
              onClose();
            }}
          >
            <ListItemText
              primary={t(view.isDefault ? 'header.addressDefault' : 'header.address', {
                type: addressTypeText(address.addressType),
                line: view.addressLine1,
              })}
              secondary={place}
              sx={{ overflowWrap: 'anywhere' }}
            />
          </MenuItem>
        );
      })}
      {book.addresses.length > 0 && <Divider />}
      <MenuItem component={RouterLink} to="/user/address/add" onClick={onClose}>
        <ListItemIcon>
          <AddIcon fontSize="small" />
        </ListItemIcon>
        {t('header.addNewAddress')}
      </MenuItem>
    </Menu>
  );
});
