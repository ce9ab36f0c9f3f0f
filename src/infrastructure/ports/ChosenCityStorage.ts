/**
 * The demo city chosen by hand (the 'Demo city' switch), kept on the device so a page load keeps it, in both adapter
 * sets; one customer's, forgotten on sign-out.
 */
export interface ChosenCityStorage {
  /** The saved city's name, or null when none (or nothing readable) is saved. */
  read(): string | null;
  /** Saves the city's name; null forgets it ('Detected location'). */
  save(name: string | null): void;
  /** Calls the listener when the saved city changes (another tab, a sign-out). Returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

export const ChosenCityStorageToken = Symbol.for('ChosenCityStorage');
