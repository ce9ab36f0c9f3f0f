import { t } from '../../i18n/i18n';

/** Marks a dish's ADD / stepper area, so focus can be put back on it (FEATURES F-menu: keyboard). */
export const ITEM_CONTROL_ATTRIBUTE = 'data-item-control';

/**
 * Puts focus on a dish's control when the one it was on went away and focus fell to the page: ADD turned into the
 * stepper (its + button takes focus), the stepper back into ADD, or the chooser closed after adding. Leaves focus
 * alone when it is somewhere else on purpose.
 */
export function refocusItemControl(menuId: string | null) {
  if (menuId === null) return;
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const area = document.querySelector(`[${ITEM_CONTROL_ATTRIBUTE}="${CSS.escape(menuId)}"]`);
  // The stepper's + is named in the customer's language.
  const increase = `button[aria-label="${CSS.escape(t('cart.increase'))}"]:not(:disabled)`;
  const target =
    area?.querySelector<HTMLButtonElement>(increase) ?? area?.querySelector<HTMLButtonElement>('button:not(:disabled)');
  target?.focus();
}
