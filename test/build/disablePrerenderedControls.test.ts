import { expect, it } from 'vitest';
import { disablePrerenderedControls } from '../../scripts/vite/disablePrerenderedControls';

it('disables native controls and marks them, leaving a control disabled by the page as it is', () => {
  expect(disablePrerenderedControls('<button type="button">Sign In</button><input disabled="" name="phone"/>')).toBe(
    '<button disabled="" data-shell-disabled="disabled" type="button">Sign In</button><input disabled="" name="phone"/>',
  );
});

it('makes a chip (an element with the button role) aria-disabled and marks it; a native button is not marked twice', () => {
  const chip = '<div class="MuiChip-root" tabindex="0" role="button" aria-pressed="false">';
  expect(disablePrerenderedControls(`${chip}<span>All Orders</span></div>`)).toBe(
    '<div aria-disabled="true" data-shell-disabled="aria-disabled" class="MuiChip-root" tabindex="0" role="button" ' +
      'aria-pressed="false"><span>All Orders</span></div>',
  );
  expect(disablePrerenderedControls('<button role="button">Go</button>')).toBe(
    '<button disabled="" data-shell-disabled="disabled" role="button">Go</button>',
  );
});

it('leaves an element the page already made aria-disabled, and elements with other roles, as they are', () => {
  const markup = '<div role="button" aria-disabled="true">Sold out</div><div role="tablist"></div><a role="link">x</a>';
  expect(disablePrerenderedControls(markup)).toBe(markup);
});
