import type { CatalogueNotice } from '../../../application/catalogue/catalogueNotices';
import type { NoticeWording } from './NoticeWording';

/** The words of the catalogue, menus and favourites' toasts. */
export const catalogueNoticeWording: NoticeWording<CatalogueNotice> = {};
