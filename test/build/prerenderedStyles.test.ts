import { describe, expect, it } from 'vitest';
import { INLINE_CSS_LIMIT, stylesFor } from '../../scripts/vite/prerenderedStyles';

const card = { name: 'card-1.css', css: '._card_x1{border:1px solid}' };
const header = { name: 'app-2.css', css: `._button_y2{min-height:44px}${' '.repeat(INLINE_CSS_LIMIT)}` };
const leaflet = {
  name: 'LeafletMapView-3.css',
  css: `.leaflet-container{overflow:hidden}${' '.repeat(INLINE_CSS_LIMIT)}`,
};

describe('the style sheets a prerendered page carries', () => {
  it('inlines each small sheet whose classes the page uses, and only those', () => {
    const styles = stylesFor('/user/order-history', '<article class="_card_x1 other">', [card], [leaflet]);
    expect(styles).toBe(`<style data-prerendered-css="card-1.css">${card.css}</style>`);
    expect(stylesFor('/help', '<p class="other">', [card], [leaflet])).toBe('');
  });

  // A page that links a sheet instead of inlining it paints unstyled, and its content moves when the sheet arrives.
  it('stops the build when a page uses a sheet too big to inline, naming it', () => {
    expect(() => stylesFor('/user/order-history', '<button class="_button_y2">', [card], [header, leaflet])).toThrow(
      /the prerendered \/user\/order-history uses app-2\.css \(\d+ bytes\), over the 12000-byte limit/,
    );
  });
});
