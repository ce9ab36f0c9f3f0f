import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { MenuPageStore } from '../../../application/menu/MenuPageStore';
import { visuallyHiddenStyle } from '../../components/a11y/visuallyHiddenStyle';
import { Spinner } from '../../components/controls/Spinner';
import { useLoadMoreOnScroll } from '../../components/lists/useLoadMoreOnScroll';
import { useRenderInSteps } from '../../components/lists/useRenderInSteps';
import { failureText } from '../../i18n/failureText';
import { useT } from '../../i18n/useT';
import { type MenuItemActions, MenuItemCard } from './MenuItemCard';

/** Skeleton placeholders: 8 on the first load, 4 while loading more (FEATURES F-menu). */
const FIRST_LOAD_SKELETONS = 8;
const MORE_SKELETONS = 4;
/**
 * Dishes rendered per task: one. A dish card is about the most a task may do and stay under Lighthouse's long-task
 * threshold on a 4× slower phone (the first step also creates every style the cards use); the next dish follows a task
 * later.
 */
const DISHES_PER_TASK = 1;

const skeletons = (count: number) =>
  Array.from({ length: count }, (_, index) => <Skeleton key={index} variant="rounded" height={132} aria-hidden />);

/** The dishes, loading more near the end, with the spec's empty and end-of-list texts. */
export const MenuItemList = observer(function MenuItemList({
  page,
  actions,
}: {
  page: MenuPageStore;
  actions: MenuItemActions;
}) {
  const t = useT();
  const items = page.visibleItems;
  const shown = useRenderInSteps(items.length, DISHES_PER_TASK);
  // The end of the list is near only once every dish asked for is on the page.
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(
    page.loadMore,
    page.hasMore && !page.loading && shown === items.length,
  );
  return (
    <Stack component="section" aria-label={t('browse.menu.items')} aria-busy={page.loading} sx={{ gap: 1.5 }}>
      {/* The dishes' names are h3: their section needs the h2 between them and the restaurant's h1. */}
      <Box component="h2" sx={visuallyHiddenStyle}>
        {t('browse.menu.items')}
      </Box>
      {/* Also while the dishes that arrived wait for their first step: nothing below moves up in between. */}
      {(page.loading || (shown === 0 && items.length > 0)) && (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Spinner size={28} label={t('browse.menu.loading')} />
          </Box>
          {skeletons(FIRST_LOAD_SKELETONS)}
        </>
      )}
      {items.slice(0, shown).map((item) => (
        <MenuItemCard key={item.menuId} item={item} restaurantId={page.restaurantId} actions={actions} />
      ))}
      {page.loadingMore && skeletons(MORE_SKELETONS)}
      {page.listError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={page.retry}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {failureText(page.listError)}
        </Alert>
      )}
      {page.empty && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          {t(page.empty === 'noSearchMatches' ? 'browse.menu.noSearchMatches' : 'browse.menu.noItems')}
        </Typography>
      )}
      {page.ended && shown === items.length && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          {t('browse.menu.noMore')}
        </Typography>
      )}
      <div ref={sentinel} aria-hidden />
    </Stack>
  );
});
