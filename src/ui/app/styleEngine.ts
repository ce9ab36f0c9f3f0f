/**
 * A module of the style engine's file (vite.config.ts, `ui-kit`: emotion, stylis, @mui/system): main.tsx imports it
 * to evaluate that file in a task of its own, before the components' file, which needs it.
 */
export { default as createStyleCache } from '@emotion/cache';
