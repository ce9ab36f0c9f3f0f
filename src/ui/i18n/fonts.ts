import { FONT_FAMILIES, type FontScript } from './languages';

/**
 * Self-hosted Noto Sans for the scripts a phone may lack, loaded only when a language written in it is chosen (an
 * English visitor downloads none). Each file declares the faces with `font-display: swap` and per-subset
 * unicode-ranges, so the browser fetches only the subset the page uses. The theme's font stack names the families.
 */
const FONTS: Record<FontScript, () => Promise<unknown>> = {
  devanagari: () => import('@fontsource/noto-sans-devanagari/400.css'),
  tamil: () => import('@fontsource/noto-sans-tamil/400.css'),
  bengali: () => import('@fontsource/noto-sans-bengali/400.css'),
};

/** The font families of FONTS, for the end of the theme's font stack. */
export const SCRIPT_FONT_FAMILIES = Object.values(FONT_FAMILIES).map((family) => `"${family}"`);

export const loadFont = (script: FontScript | undefined): Promise<unknown> =>
  script ? FONTS[script]() : Promise.resolve();
