/** After a successful save the form returns to the list after about 1 s (FEATURES F-address). */
export const ADDRESS_SAVED_REDIRECT_MS = 1000;
