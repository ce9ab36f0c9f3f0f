import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { PagedLoader } from '../../../application/catalogue/PagedLoader';
import { FIRST_LOAD_SKELETONS, MORE_SKELETONS } from '../../../domain/catalogue/catalogueLimits';
import { restaurantCardHeight } from '../restaurants/RestaurantCard';
import { RestaurantSkeletons } from '../restaurants/RestaurantCardSkeleton';
import { ListingStatus } from './ListingStatus';
import { useT } from '../../i18n/useT';
import { WindowedGrid } from './WindowedGrid';

export interface PagedGridProps<T> {
  pages: PagedLoader<T>;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  endText: string;
  empty: ReactNode;
}

/**
 * A paged restaurant listing: the windowed grid with infinite scroll, skeleton cards (8 on the first load,
 * 4 while loading more), 'Loading more restaurants...', the end text, the empty state and Try again.
 */
function PagedGridView<T>({ pages, keyOf, renderItem, endText, empty }: PagedGridProps<T>) {
  const t = useT();
  const skeletons = pages.loadingFirst ? FIRST_LOAD_SKELETONS : pages.loadingMore ? MORE_SKELETONS : 0;
  return (
    <>
      <WindowedGrid
        items={pages.items}
        keyOf={keyOf}
        renderItem={renderItem}
        label={t('browse.restaurants')}
        estimateRowHeight={restaurantCardHeight}
        onNearEnd={pages.loadMore}
        after={skeletons ? () => <RestaurantSkeletons count={skeletons} /> : undefined}
      />
      <ListingStatus
        loadingMore={pages.loadingMore}
        ended={pages.ended}
        isEmpty={pages.isEmpty}
        error={pages.error}
        onRetry={pages.retry}
        loadingMoreText={t('browse.loadingMore')}
        endText={endText}
        empty={empty}
      />
    </>
  );
}

export const PagedGrid = observer(PagedGridView) as typeof PagedGridView;
