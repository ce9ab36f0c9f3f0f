import type { MenuItem } from '../../../domain/menu/MenuItem';
import { isDiscounted } from '../../../domain/menu/MenuItem';
import { formatRupees } from '../../format/formatRupees';
import { useT } from '../../i18n/useT';
import css from './menuItemCard.module.css';

/** The price to pay, with the listed price struck through when they differ. */
export function ItemPrice({ item }: { item: Pick<MenuItem, 'price' | 'finalPrice'> }) {
  const t = useT();
  return (
    <div className={css.price}>
      <span className={css.finalPrice}>{formatRupees(item.finalPrice)}</span>
      {isDiscounted(item) && (
        <s className={css.listedPrice} aria-label={t('browse.menu.originalPrice', { price: formatRupees(item.price) })}>
          {formatRupees(item.price)}
        </s>
      )}
    </div>
  );
}
