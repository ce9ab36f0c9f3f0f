/** Our words where the saved addresses would be listed (here, not in ADDRESS_TEXT, whose chunk `/` loads). */
export const ADDRESS_LIST_TEXT = {
  unavailable: 'Your saved addresses could not be loaded.',
  tryAgain: 'Try again',
} as const;
