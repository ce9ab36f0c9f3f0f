import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { renderPage } from '../../../../test/helpers/renderPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignupPage } from './SignupPage';
import { VerifyResetOtpPage } from './VerifyResetOtpPage';

describe('the sign-up and password recovery screens in Hindi', () => {
  inLanguage('hi');

  it('words the sign-up form, its password checklist and the show-password toggle in Hindi', async () => {
    await renderPage(<SignupPage />, '/signup');
    expect(screen.getByRole('heading', { name: 'अपना अकाउंट बनाएं' })).toBeInTheDocument();
    expect(screen.getByLabelText('नाम')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अकाउंट बनाएं' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/login');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'a');
    expect(screen.getByText('कम से कम 8 अक्षर')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दिखाएं' })).toHaveAttribute('title', 'पासवर्ड दिखाएं');
  });

  it('asks for the e-mail and phone, and sends the code, in Hindi', async () => {
    await renderPage(<ForgotPasswordPage />, '/forgot-password');
    expect(screen.getByRole('heading', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('कृपया ईमेल और फ़ोन नंबर दोनों डालें')).toBeInTheDocument();
  });

  it('puts the e-mail where the Hindi sentence has it, in bold', async () => {
    const state = { email: 'asha@example.in', phone: '9876543210' };
    await renderPage(<VerifyResetOtpPage />, '/verify-reset-otp', { state });
    expect(screen.getByRole('heading', { name: 'OTP जांचें' })).toBeInTheDocument();
    const email = screen.getByText('asha@example.in');
    expect(email.tagName).toBe('STRONG');
    expect(email.parentElement).toHaveTextContent('asha@example.in पर भेजा गया 6 अंकों का कोड डालें।');
    expect(screen.getByRole('button', { name: 'OTP जांचें' })).toBeInTheDocument();
  });

  it('words the new-password form in Hindi', async () => {
    const state = { email: 'asha@example.in', phone: '9876543210', otp: '123456' };
    await renderPage(<ResetPasswordPage />, '/reset-password', { state });
    expect(screen.getByRole('heading', { name: 'पासवर्ड रीसेट करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('नया पासवर्ड')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड दोबारा डालें')).toBeInTheDocument();
  });
});

describe('the sign-up screen in English', () => {
  it('keeps its English words', async () => {
    await renderPage(<SignupPage />, '/signup');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
  });
});
