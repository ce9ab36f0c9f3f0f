import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { renderPage } from '../../../../test/helpers/renderPage';
import { SLOW } from '../../../../test/helpers/waits';
import { CuisinePage } from '../cuisine/CuisinePage';
import { NoodlesPage } from './NoodlesPage';

describe('the noodles and cuisine pages in Hindi', () => {
  inLanguage('hi');

  it('words the noodles page, its Filter and Sort By menus and its cards in Hindi', async () => {
    await renderPage(<NoodlesPage />, '/foods/noodles');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'नूडल्स' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('8 में से 8 रेस्टोरेंट · प्रासंगिकता');
    const list = screen.getByRole('list', { name: 'नूडल्स के रेस्टोरेंट' });
    expect(within(list).getAllByText('18-23 मिनट · दो लोगों के लिए ₹420')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'फ़िल्टर' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'शुद्ध शाकाहारी' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'क्रम बदलें' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'डिलीवरी का समय' }));
    expect(screen.getByRole('status')).toHaveTextContent('8 में से 8 रेस्टोरेंट · डिलीवरी का समय');
    expect(document.body).not.toHaveTextContent(/restaurants|mins|for two|Sort By|Filter/);
  });

  it("words a cuisine's page in Hindi; the cuisine's name stays as the catalogue gives it", async () => {
    await renderPage(<CuisinePage />, '/cuisines?category_id=3&category_name=Biryani');
    expect(await screen.findByRole('heading', { level: 1, name: 'Biryani रेस्टोरेंट' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('और रेस्टोरेंट नहीं हैं', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'रेस्टोरेंट' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Kitchens near you|No more restaurants|Near /);
  });
});
