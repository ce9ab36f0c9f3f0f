import { t } from '../../i18n/i18n';

/** A star's name as MUI's Rating gives it in English ('1 Star', '2 Stars' …), in the customer's language. */
export const starsText = (stars: number) => t('ordering.stars.count', { count: stars });
