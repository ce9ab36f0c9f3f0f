import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { renderPage } from '../../../../test/helpers/renderPage';
import { SLOW } from '../../../../test/helpers/waits';
import { HomePage } from '../../pages/home/HomePage';

describe('the home page’s location line, cards and search in Hindi', () => {
  inLanguage('hi');

  it('says where the list is for, words the cards, and searches in Hindi (a quick search sends its own term)', async () => {
    await renderPage(<HomePage />, '/');
    const summary = await screen.findByTestId('location-summary', {}, SLOW);
    expect(await within(summary).findByText('New Delhi के पास', {}, SLOW)).toBeInTheDocument();
    expect(summary).not.toHaveTextContent(/Near|location/);
    const grid = await screen.findByRole('list', { name: 'रेस्टोरेंट' }, SLOW);
    const card = (await within(grid).findAllByRole('listitem', {}, SLOW))[0]!;
    expect(within(card).getByText(/\d+ मिनट$/)).toBeInTheDocument();
    expect(within(card).getByText(/रिव्यू ·/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /को पसंदीदा में जोड़ें$/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'रेस्टोरेंट और व्यंजन खोजें' }));
    const dialog = await screen.findByRole('dialog', { name: 'खोजें' }, SLOW);
    expect(within(dialog).getByRole('button', { name: 'खोज बंद करें' })).toBeInTheDocument();
    expect(within(dialog).getByText('लोकप्रिय खोजें')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'बिरयानी' }));
    expect(within(dialog).getByRole('textbox', { name: 'रेस्टोरेंट और व्यंजन खोजें' })).toHaveValue('Biryani');
    expect(await within(dialog).findByRole('list', { name: 'व्यंजन' }, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'रेस्टोरेंट' })).toHaveTextContent(/मिनट/);
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), 'zzzz');
    expect(await within(dialog).findByText('कुछ नहीं मिला', {}, SLOW)).toBeInTheDocument();
  });
});
