import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { renderPage } from '../../../../test/helpers/renderPage';
import { AddAddressPage } from './AddAddressPage';
import { AddressListPage } from './AddressListPage';

describe('the address screens in Hindi', () => {
  inLanguage('hi');

  it('lists the saved addresses with their type, actions and delete question in Hindi', async () => {
    const user = userEvent.setup();
    await renderPage(<AddressListPage />, '/user/address', { signedInAs: 'aarav' });
    expect(screen.getByRole('heading', { level: 1, name: 'डिलीवरी पते' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नया पता जोड़ें' })).toHaveAttribute('href', '/user/address/add');
    const list = await screen.findByRole('list', { name: 'सेव किए पते' });
    expect(within(list).getByRole('heading', { name: 'ऑफ़िस' })).toBeInTheDocument();
    expect(within(list).getAllByRole('link', { name: 'बदलें' }).length).toBeGreaterThan(0);
    await user.click(within(list).getAllByRole('button', { name: 'हटाएं' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'पता हटाएं?' });
    expect(dialog).toHaveTextContent('इसे वापस नहीं लाया जा सकता।');
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });

  it('words the address form and its map picker in Hindi', async () => {
    const user = userEvent.setup();
    await renderPage(<AddAddressPage />, '/user/address/add', { signedInAs: 'kabir' });
    expect(await screen.findByRole('heading', { level: 1, name: 'नया पता जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'घर' })).toBeChecked();
    expect(screen.getByLabelText('पूरा पता')).toBeInTheDocument();
    expect(screen.getByLabelText('पिनकोड')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    expect(screen.getByText('कृपया सभी ज़रूरी जानकारी भरें')).toBeInTheDocument();
    expect(screen.getByLabelText('पूरा पता')).toHaveAccessibleDescription('पूरा पता ज़रूरी है');
    await user.click(screen.getByRole('button', { name: 'मैप पर चुनें' }));
    const picker = await screen.findByRole('dialog', { name: 'मैप पर लोकेशन चुनें' });
    expect(await within(picker).findByText('यह ब्राउज़र लोकेशन सपोर्ट नहीं करता')).toBeInTheDocument();
    expect(within(picker).getByLabelText('कोई जगह खोजें')).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'मैप बंद करें' })).toBeInTheDocument();
  });

  it('confirms a deleted address with a Hindi toast', async () => {
    const user = userEvent.setup();
    await renderPage(<AddressListPage />, '/user/address', { signedInAs: 'aarav', toasts: true });
    const list = await screen.findByRole('list', { name: 'सेव किए पते' });
    await user.click(within(list).getAllByRole('button', { name: 'हटाएं' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'पता हटाएं?' });
    await user.click(within(dialog).getByRole('button', { name: 'हटाएं' }));
    expect(await screen.findByText('पता हटा दिया गया')).toBeInTheDocument();
    expect(screen.queryByText('Address deleted successfully')).not.toBeInTheDocument();
  });
});
