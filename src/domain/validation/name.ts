/**
 * A person's name as a customer types it: at most 50 characters (letters as the customer sees them), enough for a
 * full Indian name with initials; a longer one is a mistake and would not fit on a phone's screen or a receipt.
 */
export const NAME_MAX_LENGTH = 50;

export const isNameTooLong = (name: string): boolean => [...name.trim()].length > NAME_MAX_LENGTH;
