/** The address book's messages (FEATURES F-address: address rows), word for word. */
export const ADDRESS_TEXT = {
  created: 'Address created successfully',
  createFailed: 'Failed to save address',
  updated: 'Address updated successfully',
  updateFailed: 'Failed to update address',
  listFailed: 'Failed to load addresses',
  deleted: 'Address deleted successfully',
  deleteFailed: 'Failed to delete address',
  defaultSet: 'Default address updated successfully',
  defaultFailed: 'Failed to set default address',
  notFound: 'Address not found',
  loadFailed: 'Failed to load address',
} as const;

/** After a successful save the form returns to the list after about 1 s (FEATURES F-address). */
export const ADDRESS_SAVED_REDIRECT_MS = 1000;
