/**
 * Marks the controls a prerendered page disables until the app has taken their part over
 * (src/ui/app/prerenderedPage.ts). Its value names the attribute the build added, which the app removes again.
 */
const SHELL_DISABLED = 'data-shell-disabled';

const NATIVE_CONTROL = /<(input|select|textarea|button)\b([^>]*)>/g;
/** An element that acts as a button without being one: MUI's clickable Chip and ListItemButton are `div`s. */
const ROLE_BUTTON = /<([a-z][\w-]*)\b([^>]*\srole="button"[^>]*)>/g;

const hasAttribute = (attributes: string, name: string) => new RegExp(`\\s${name}(?=[\\s=/>]|$)`).test(attributes);

/**
 * The page is inert until the app takes over, but a test robot (and some assistive tools) can still type into an
 * inert field or pick an option of an inert select, and the input would be lost. Every native control is therefore
 * disabled in the HTML, and every element with the button role `aria-disabled` (a tap on a chip whose part React has
 * not taken over does nothing); the app enables each again when React commits its part of the page.
 */
export function disablePrerenderedControls(markup: string): string {
  return markup
    .replace(NATIVE_CONTROL, (tag, name: string, attributes: string) =>
      hasAttribute(attributes, 'disabled') ? tag : `<${name} disabled="" ${SHELL_DISABLED}="disabled"${attributes}>`,
    )
    .replace(ROLE_BUTTON, (tag, name: string, attributes: string) =>
      name === 'button' || hasAttribute(attributes, 'aria-disabled')
        ? tag
        : `<${name} aria-disabled="true" ${SHELL_DISABLED}="aria-disabled"${attributes}>`,
    );
}
