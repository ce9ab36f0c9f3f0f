import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { CartStore } from '../../../application/cart/CartStore';
import { SessionStore } from '../../../application/session/SessionStore';
import type { MenuItem } from '../../../domain/menu/MenuItem';
import { useInjection } from '../../di/ContainerProvider';
import { useT } from '../../i18n/useT';
import { DietMarkChips } from './DietMarkChips';
import { ItemAddControl } from './ItemAddControl';
import { ItemDescription } from './ItemDescription';
import { ItemPrice } from './ItemPrice';
import { VegMark } from './VegMark';
import css from './menuItemCard.module.css';

export interface MenuItemActions {
  onAdd: (item: MenuItem) => void;
  onIncrease: (item: MenuItem) => void;
  onDecrease: (item: MenuItem) => void;
}

/**
 * One dish: mark, name, price, rating, description, image and its ADD control. A dish that is not available is
 * greyed by its background and picture, not by opacity, which took its texts below 4.5:1. Plain elements and a style
 * sheet: the menu draws its dishes one per task, and a card no longer creates styles as it is first drawn.
 */
export const MenuItemCard = observer(function MenuItemCard({
  item,
  restaurantId,
  actions,
}: {
  item: MenuItem;
  restaurantId: string;
  actions: MenuItemActions;
}) {
  const t = useT();
  const cart = useInjection(CartStore);
  const session = useInjection(SessionStore);
  const titleId = useId();
  const quantity = cart.restaurantId === restaurantId ? cart.quantityOf(item.menuId) : 0;
  return (
    <article aria-labelledby={titleId} className={item.isAvailable ? css.card : `${css.card} ${css.unavailable}`}>
      <div className={css.info}>
        <div className={css.marks}>
          <VegMark category={item.mealCategory} />
          <DietMarkChips marks={item.dietMarks} />
          {item.isBestSeller && (
            <span className={`${css.caption} ${css.bestSeller}`}>
              <span aria-hidden="true" className={css.bestSellerIcon}>
                ★
              </span>{' '}
              {t('browse.menu.bestSeller')}
            </span>
          )}
        </div>
        <h3 id={titleId} className={css.title}>
          {item.itemName}
        </h3>
        <ItemPrice item={item} />
        {item.ratingAvg !== null && item.ratingCount > 0 && (
          <span className={`${css.caption} ${css.rating}`}>
            ★ {item.ratingAvg.toFixed(1)} ({item.ratingCount})
          </span>
        )}
        <ItemDescription text={item.description} />
      </div>
      <div className={css.side}>
        {item.imageUrl && <img className={css.image} src={item.imageUrl} alt={item.itemName} loading="lazy" />}
        <div className={item.imageUrl ? css.overImage : undefined}>
          <ItemAddControl
            item={item}
            quantity={quantity}
            disabled={session.isSignedIn && !cart.ready}
            onAdd={() => actions.onAdd(item)}
            onIncrease={() => actions.onIncrease(item)}
            onDecrease={() => actions.onDecrease(item)}
          />
        </div>
      </div>
    </article>
  );
});
