import CheckRounded from '@mui/icons-material/CheckRounded';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { RESTAURANT_SORTS, type RestaurantSort } from '../../../domain/catalogue/restaurantSort';
import { useT } from '../../i18n/useT';

/** A Sort By button whose menu picks one order (radio items). */
export function SortMenuButton({ sort, onSort }: { sort: RestaurantSort; onSort: (sort: RestaurantSort) => void }) {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<SwapVertRounded />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('browse.offers.sortBy')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {RESTAURANT_SORTS.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === sort}
            onClick={() => {
              onSort(option);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{option === sort && <CheckRounded fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(`browse.sort.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
