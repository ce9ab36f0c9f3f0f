import TuneRounded from '@mui/icons-material/TuneRounded';
import { Badge, Button, Checkbox, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { RESTAURANT_FILTER_FLAGS, type RestaurantFilterFlag } from '../../../domain/catalogue/restaurantFilters';
import { useT } from '../../i18n/useT';

/** A Filter button whose menu toggles the filter flags (checkboxes). */
export function FilterMenuButton({
  flags,
  onToggle,
}: {
  flags: readonly RestaurantFilterFlag[];
  onToggle: (flag: RestaurantFilterFlag) => void;
}) {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Badge badgeContent={flags.length} color="primary">
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<TuneRounded />}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t('browse.offers.filter')}
        </Button>
      </Badge>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {RESTAURANT_FILTER_FLAGS.map((flag) => (
          <MenuItem
            key={flag}
            role="menuitemcheckbox"
            aria-checked={flags.includes(flag)}
            onClick={() => onToggle(flag)}
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                size="small"
                checked={flags.includes(flag)}
                tabIndex={-1}
                disableRipple
                slotProps={{ input: { 'aria-hidden': true } }}
              />
            </ListItemIcon>
            <ListItemText>{t(`home.filter.${flag}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
