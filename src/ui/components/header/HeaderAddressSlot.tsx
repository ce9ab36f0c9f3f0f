import AddIcon from '@mui/icons-material/Add';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { addressSlotText, deliverToLabelSx } from './addressSlot';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import { Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AddressBookStore } from '../../../application/address/AddressBookStore';
import { AddressSelection } from '../../../application/address/AddressSelection';
import { SessionStore } from '../../../application/session/SessionStore';
import { ADDRESS_TYPE_LABEL } from '../../../domain/address/Address';
import { defaultFirst } from '../../../domain/address/addressBook';
import { toHeaderView } from '../../../domain/address/addressViews';
import { useInjection } from '../../di/ContainerProvider';
import { NoAddressDialog } from './NoAddressDialog';

/**
 * The header's delivery-address dropdown (signed-in customers): saved addresses and 'Add New Address'.
 * Choosing one selects it, closes the dropdown and caches it; Escape and a click outside close it.
 */
export const HeaderAddressSlot = observer(function HeaderAddressSlot() {
  const session = useInjection(SessionStore);
  const book = useInjection(AddressBookStore);
  const selection = useInjection(AddressSelection);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!session.isSignedIn) return null;
  const close = () => setAnchor(null);
  const selected = selection.selected;
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? 'header-address-menu' : undefined}
        startIcon={<LocationOnOutlined color="primary" />}
        endIcon={<KeyboardArrowDown />}
        // Phones: the address type and as much of the address as fits, on one line; the whole text is the title.
        title={`Deliver to ${addressSlotText(selected)}`}
        sx={{ minWidth: 0, maxWidth: { xs: 'none', md: 340 }, justifyContent: 'flex-start', textAlign: 'left', py: 0.5, px: { xs: 0.5, sm: 1 }, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } }, '& .MuiButton-endIcon': { ml: { xs: 0.25, sm: 1 } } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" component="span" color="text.secondary" sx={deliverToLabelSx}>
            Deliver to{' '}
          </Typography>
          <Typography variant="body2" component="span" noWrap sx={{ display: 'block', fontWeight: 700 }}>
            {addressSlotText(selected)}
          </Typography>
        </Box>
      </Button>
      <Menu id="header-address-menu" anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 24px)' } } }}>
        {defaultFirst(book.addresses).map((address) => {
          const view = toHeaderView(address);
          const place = [view.addressLine2, view.city, [view.state, view.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
          return (
            <MenuItem
              key={address.id}
              selected={address.id === selected?.id}
              onClick={() => {
                book.choose(address);
                close();
              }}
            >
              <ListItemText
                primary={`${ADDRESS_TYPE_LABEL[address.addressType]}${view.isDefault ? ' (Default)' : ''}: ${view.addressLine1}`}
                secondary={place}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </MenuItem>
          );
        })}
        {book.addresses.length > 0 && <Divider />}
        <MenuItem component={RouterLink} to="/user/address/add" onClick={close}>
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          Add New Address
        </MenuItem>
      </Menu>
      <NoAddressDialog />
    </>
  );
});
