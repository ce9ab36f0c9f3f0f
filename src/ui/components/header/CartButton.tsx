import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { PlainIconButton } from '../controls/PlainIconButton';
import css from '../controls/controls.module.css';
import { useT } from '../../i18n/useT';

/** MUI Badge's cap: more items read '99+' on the icon (the accessible name has the count). */
const MAX_SHOWN = 99;

/** The header's cart button (signed-in customers only), with the item count on the bag while there is any. */
export function CartButton({ count }: { count: number }) {
  const t = useT();
  return (
    <PlainIconButton to="/foods/item-view-cart" aria-label={t('header.cart', { count })} color="inherit">
      <span className={css.badgeAnchor}>
        <ShoppingBagOutlined />
        {count > 0 && <span className={css.badge}>{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>}
      </span>
    </PlainIconButton>
  );
}
