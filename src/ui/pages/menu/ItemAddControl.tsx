import { useEffect, useRef } from 'react';
import type { MenuItem } from '../../../domain/menu/MenuItem';
import { needsChooser } from '../../../domain/menu/MenuItem';
import { QuantityStepper } from '../../components/cart/QuantityStepper';
import { PlainButton } from '../../components/controls/PlainButton';
import { ITEM_CONTROL_ATTRIBUTE, refocusItemControl } from './itemControlFocus';
import css from './menuItemCard.module.css';
import { useT } from '../../i18n/useT';

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
  const t = useT();
  const inCart = quantity > 0;
  // Whether the customer's focus is on this control (a removed button fires no blur, so it stays true then).
  const focused = useRef(false);
  useEffect(() => {
    // When ADD and the stepper swap places under the customer's focus; never on a load or someone else's change.
    if (focused.current) refocusItemControl(item.menuId);
  }, [inCart, item.menuId]);
  if (!item.isAvailable) {
    return (
      <PlainButton variant="outlined" disabled className={css.notAvailable}>
        {t('menu.notAvailable')}
      </PlainButton>
    );
  }
  return (
    <div
      className={css.addControl}
      {...{ [ITEM_CONTROL_ATTRIBUTE]: item.menuId }}
      onFocus={() => (focused.current = true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) focused.current = false;
      }}
    >
      {inCart ? (
        <QuantityStepper quantity={quantity} onIncrease={onIncrease} onDecrease={onDecrease} disabled={disabled} />
      ) : (
        <PlainButton variant="outlined" onClick={onAdd} disabled={disabled} className={css.add}>
          {t('menu.add')}
        </PlainButton>
      )}
      {needsChooser(item) && <span className={`${css.caption} ${css.customisable}`}>{t('menu.customisable')}</span>}
    </div>
  );
}
