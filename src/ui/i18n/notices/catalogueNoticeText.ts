import type { CatalogueNotice } from '../../../application/catalogue/catalogueNotices';
import { failureText } from '../failureText';
import { t } from '../i18n';
import type { NoticeWording } from './NoticeWording';

/** The words of the catalogue, menus and favourites' toasts. */
export const catalogueNoticeWording: NoticeWording<CatalogueNotice> = {
  favoriteAddFailed: ({ restaurantName, failure }) =>
    t('browse.favorites.addFailed', { name: restaurantName, reason: failureText(failure) }),
  favoriteRemoveFailed: ({ restaurantName, failure }) =>
    t('browse.favorites.removeFailed', { name: restaurantName, reason: failureText(failure) }),
};
