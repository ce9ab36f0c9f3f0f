import css from './restaurantCard.module.css';

/** A grey stand-in for a restaurant card while its page loads. */
export function RestaurantCardSkeleton() {
  return (
    <div data-testid="restaurant-skeleton" aria-hidden="true">
      <div className={css.skeletonBanner} />
      <div className={css.skeletonBody}>
        <div className={css.skeletonLine} style={{ width: '80%' }} />
        <div className={css.skeletonLine} style={{ width: '50%' }} />
        <div className={css.skeletonLine} style={{ width: '65%' }} />
      </div>
    </div>
  );
}

/** `count` skeleton cards (FEATURES F-discovery: 8 on first load, 4 while loading more). */
export function RestaurantSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => <RestaurantCardSkeleton key={index} />);
}
