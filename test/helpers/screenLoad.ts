/**
 * How long a component test waits for a screen on its first visit: the screen's lazy chunk is loaded
 * then, which takes a while on a busy machine.
 */
export const SCREEN_LOAD = { timeout: 15_000 };
