/**
 * The toasts of the catalogue, menus and favourites, as typed outcomes the UI words
 * (src/ui/i18n/notices/catalogueNoticeText.ts).
 */
export type CatalogueNotice = never;
