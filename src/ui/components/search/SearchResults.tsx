import { Avatar, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { CatalogueSearchResults } from '../../../domain/catalogue/Restaurant';
import { formatDistance, formatMinutes, formatRating } from '../../format/catalogueFormat';
import { cuisineLink } from '../../navigation/cuisineLink';
import { FavoriteHeart } from '../favorites/FavoriteHeart';
import { type MenuNavigationState, menuPath } from '../../navigation/menuLink';
import { useT } from '../../i18n/useT';

/**
 * Search results split into restaurants (to their menu, with the search text as itemSearch) and cuisines
 * (to /cuisines with the category).
 */
export function SearchResults({ results, text }: { results: CatalogueSearchResults; text: string }) {
  const t = useT();
  const itemSearch = text.trim();
  return (
    <>
      {results.restaurants.length > 0 && (
        <List
          aria-labelledby="search-restaurants"
          subheader={
            <ListSubheader id="search-restaurants" disableSticky>
              {t('browse.restaurants')}
            </ListSubheader>
          }
        >
          {results.restaurants.map((restaurant) => (
            <ListItem
              key={restaurant.id}
              disablePadding
              secondaryAction={<FavoriteHeart restaurant={restaurant} />}
              // The text stops short of the 44 px heart (16 px from the edge): MUI's own 48 px gap is for a 24 px icon.
              sx={{ '& > .MuiListItemButton-root': { pr: 9 } }}
            >
              <ListItemButton
                component={RouterLink}
                to={menuPath(restaurant.id)}
                state={{ itemSearch } satisfies MenuNavigationState}
              >
                <ListItemAvatar>
                  <Avatar variant="rounded" src={restaurant.imageUrl} alt="" sx={{ width: 56, height: 40, mr: 1.5 }} />
                </ListItemAvatar>
                <ListItemText
                  primary={restaurant.name}
                  secondary={`${formatRating(restaurant.rating)} ★ · ${formatMinutes(restaurant.estimatedDeliveryTime)} · ${restaurant.area} · ${formatDistance(restaurant.distanceKm)}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {results.categories.length > 0 && (
        <List
          aria-labelledby="search-cuisines"
          subheader={
            <ListSubheader id="search-cuisines" disableSticky>
              {t('home.cuisines')}
            </ListSubheader>
          }
        >
          {results.categories.map((category) => {
            const link = cuisineLink(category, itemSearch);
            return (
              <ListItem key={category.id} disablePadding>
                <ListItemButton component={RouterLink} to={link.to} state={link.state}>
                  <ListItemAvatar>
                    <Avatar src={category.imageUrl} alt="" />
                  </ListItemAvatar>
                  <ListItemText primary={category.name} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </>
  );
}
