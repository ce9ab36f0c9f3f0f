import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { pathOf } from '../../../../test/helpers/apiOperations';
import { failNetworkFor } from '../../../../test/helpers/faults';
import { renderPage } from '../../../../test/helpers/renderPage';
import { DEMO_CUSTOMERS } from '../../../../test/helpers/signIn';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { VerifyResetOtpPage } from './VerifyResetOtpPage';

const aarav = DEMO_CUSTOMERS.aarav;

describe("sign-in's problems, failures and toasts in Hindi", () => {
  inLanguage('hi');

  it("says a field's problem and a failed call in Hindi, and the server's refusal as it came", async () => {
    const harness = await createHarness('fake');
    await renderPage(<LoginPage />, '/login', { harness });
    const signIn = screen.getByRole('button', { name: 'साइन इन करें' });
    await userEvent.click(signIn);
    expect(await screen.findAllByText('यह जानकारी ज़रूरी है')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('फ़ोन नंबर'), aarav.phone);
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'Wrong@1234');
    await userEvent.click(signIn);
    expect(await screen.findByText('Invalid phone number or password')).toBeInTheDocument();
    failNetworkFor(harness, pathOf('login'));
    await userEvent.click(signIn);
    expect(await screen.findByText('नेटवर्क में गड़बड़ी।')).toBeInTheDocument();
    expect(screen.queryByText('Network Error.')).not.toBeInTheDocument();
  });

  it('confirms the code was sent with a Hindi toast', async () => {
    await renderPage(<ForgotPasswordPage />, '/forgot-password', { toasts: true });
    await userEvent.type(screen.getByLabelText('ईमेल'), aarav.email);
    await userEvent.type(screen.getByLabelText('फ़ोन नंबर'), aarav.phone);
    await userEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('आपके ईमेल पर OTP भेज दिया गया')).toBeInTheDocument();
    expect(screen.queryByText('OTP sent successfully to your email')).not.toBeInTheDocument();
  });

  it('labels the code boxes and asks for all six digits in Hindi', async () => {
    const state = { email: aarav.email, phone: aarav.phone };
    await renderPage(<VerifyResetOtpPage />, '/verify-reset-otp', { state });
    expect(screen.getByRole('group', { name: 'वन-टाइम पासवर्ड (OTP)' })).toBeInTheDocument();
    expect(screen.getByLabelText('6 में से अंक 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OTP जांचें' }));
    expect(await screen.findByText('कृपया पूरा 6 अंकों का OTP डालें')).toBeInTheDocument();
  });

  it('says the password was reset in the language shown on the sign-in page', async () => {
    await renderPage(<LoginPage />, '/login', { state: { passwordReset: true } });
    expect(screen.getByText('आपका पासवर्ड रीसेट हो गया है। नए पासवर्ड से साइन इन करें।')).toBeInTheDocument();
  });
});
