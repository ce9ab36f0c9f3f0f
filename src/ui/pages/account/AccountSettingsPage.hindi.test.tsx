import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { renderPage } from '../../../../test/helpers/renderPage';
import { DEMO_CUSTOMERS } from '../../../../test/helpers/signIn';
import { AccountSettingsPage } from './AccountSettingsPage';

describe('account settings in Hindi', () => {
  inLanguage('hi');

  it('words the profile and the password change in Hindi', async () => {
    const user = userEvent.setup();
    await renderPage(<AccountSettingsPage />, '/account-setting', { signedInAs: 'aarav' });
    expect(screen.getByRole('heading', { level: 1, name: 'अकाउंट सेटिंग्स' })).toBeInTheDocument();
    expect(await screen.findByText(DEMO_CUSTOMERS.aarav.email)).toBeInTheDocument();
    expect(screen.getByText('मोबाइल')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'बदलें' }));
    expect(screen.getByLabelText('मोबाइल नंबर')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बदलाव सेव करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'सुरक्षा' }));
    expect(await screen.findByLabelText('नया पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OTP भेजें' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, in Hindi', async () => {
    await renderPage(<AccountSettingsPage />, '/account-setting');
    expect(screen.getByRole('heading', { level: 1, name: 'अकाउंट सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByText('अपना अकाउंट संभालने के लिए साइन इन करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/login');
  });

  it("says a profile field's problem and confirms the save in Hindi", async () => {
    const user = userEvent.setup();
    await renderPage(<AccountSettingsPage />, '/account-setting', { signedInAs: 'aarav', toasts: true });
    await user.click(await screen.findByRole('button', { name: 'बदलें' }));
    const email = screen.getByLabelText('ईमेल');
    await user.clear(email);
    await user.type(email, 'aarav@');
    expect(email).toHaveAccessibleDescription(/^कृपया सही फ़ॉर्मेट में ईमेल डालें \(जैसे, \S+@\S+\)$/);
    await user.type(email, 'railbite.in');
    await user.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByText('प्रोफ़ाइल अपडेट हो गई')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
  });
});
