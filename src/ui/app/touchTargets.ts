import type { ThemeOptions } from '@mui/material/styles';

/** The smallest tap target, in CSS pixels, of every control (WCAG 2.5.5, and what a thumb needs on a phone). */
export const TAP_TARGET_PX = 44;

const px = `${TAP_TARGET_PX}px`;

/**
 * The controls whose default size is below a tap target, brought up to it: buttons, icon buttons (the stepper's
 * − and +, the header's cart and account), clickable chips (the filter rows), check boxes, radio buttons, toggle
 * buttons, small fields and the stars of a rating one can pick.
 * Read-only stars and plain chips (badges) keep their size.
 */
export const TOUCH_TARGETS: ThemeOptions = {
  components: {
    MuiButton: { styleOverrides: { root: { minHeight: px } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: px, minHeight: px } } },
    MuiChip: { styleOverrides: { clickable: { height: px, borderRadius: TAP_TARGET_PX / 2 } } },
    // The 24 px box plus 10 px around it.
    MuiCheckbox: { styleOverrides: { root: { padding: (TAP_TARGET_PX - 24) / 2 } } },
    MuiRadio: { styleOverrides: { root: { padding: (TAP_TARGET_PX - 24) / 2 } } },
    MuiToggleButton: { styleOverrides: { root: { minHeight: px } } },
    // Small outlined fields and selects (the home's city and cuisine choices) are 40 px: 2 px more each side.
    MuiOutlinedInput: {
      styleOverrides: {
        input: ({ ownerState }) => (ownerState.size === 'small' ? { paddingTop: 10.5, paddingBottom: 10.5 } : {}),
      },
    },
    MuiRating: {
      styleOverrides: {
        // Each star's icon is 1em (the rating's size): the padding makes the whole star a tap target.
        root: ({ ownerState }) =>
          ownerState.readOnly ? {} : { '& .MuiRating-icon': { padding: `calc((${px} - 1em) / 2)` } },
      },
    },
  },
};

/** A link standing on its own (not inside a sentence) is a control too: a tap target high. */
export const STANDALONE_LINK_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: px,
} as const;
