/** Forgets what the app saved on this device. */
export interface SavedDataEraser {
  /** Everything of the customer (signing out, by Logout or a 401): nothing of theirs is left for the next person. */
  eraseCustomerData(): void;
  /** Everything the app saved, the device's own values too (resetting the demo). */
  eraseAll(): void;
}

export const SavedDataEraserToken = Symbol.for('SavedDataEraser');
