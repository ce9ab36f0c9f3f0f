import type { MenuItem } from '../../../domain/menu/MenuItem';
import { needsChooser } from '../../../domain/menu/MenuItem';
import { QuantityStepper } from '../../components/cart/QuantityStepper';
import { PlainButton } from '../../components/controls/PlainButton';
import css from './menuItemCard.module.css';

export interface ItemAddControlProps {
  item: MenuItem;
  quantity: number;
  disabled: boolean;
  onAdd: () => void;
  onIncrease: () => void;
  onDecrease: () => void;
}

/** ADD, or a stepper once the dish is in the cart; 'Not Available' (disabled) for an unavailable dish. */
export function ItemAddControl({ item, quantity, disabled, onAdd, onIncrease, onDecrease }: ItemAddControlProps) {
  if (!item.isAvailable) {
    return (
      <PlainButton variant="outlined" disabled className={css.notAvailable}>
        Not Available
      </PlainButton>
    );
  }
  return (
    <div className={css.addControl}>
      {quantity > 0 ? (
        <QuantityStepper quantity={quantity} onIncrease={onIncrease} onDecrease={onDecrease} disabled={disabled} />
      ) : (
        <PlainButton variant="outlined" onClick={onAdd} disabled={disabled} className={css.add}>
          ADD
        </PlainButton>
      )}
      {needsChooser(item) && <span className={`${css.caption} ${css.customisable}`}>Customisable</span>}
    </div>
  );
}
