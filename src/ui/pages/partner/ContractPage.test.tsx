import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { givenReadyDraft } from '../../../../test/helpers/partnerDrafts';
import { harnessWithDraft } from '../../../../test/helpers/onboardingHarness';
import { renderPage } from '../../../../test/helpers/renderPage';
import { StorageKeys } from '../../../infrastructure/ports/KeyValueStore';
import { ContractPage } from './contract/ContractPage';

async function openContract() {
  const harness = await harnessWithDraft(givenReadyDraft());
  await renderPage(<ContractPage />, '/contract', { harness });
  await screen.findByRole('heading', { name: 'Review and sign your contract', level: 1 });
  return { harness, user: userEvent.setup() };
}

describe('partner onboarding: contract', () => {
  it('shows the terms, the commission options with earnings, and the policies', async () => {
    const { user } = await openContract();
    expect(screen.getByText(/settled every Tuesday/)).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum order value')).toHaveValue('99');
    await user.click(screen.getByRole('tab', { name: 'Commission' }));
    expect(screen.getByRole('radio', { name: '20% · Standard' })).toBeChecked();
    const estimate = screen.getByRole('region', { name: 'Estimated monthly earnings' });
    expect(within(estimate).getByText('₹2,10,000')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '25% · New restaurants' }));
    expect(within(estimate).getByText('₹1,96,875')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Policies' }));
    expect(screen.getByText(/at least 3.5/)).toBeInTheDocument();
    expect(screen.getByText(/above 85%/)).toBeInTheDocument();
  });

  it('tells a minimum order that is not whole rupees and hours that close before they open, and will not sign', async () => {
    const { user } = await openContract();
    await user.clear(screen.getByLabelText('Minimum order value'));
    expect(screen.getByText('Enter a minimum order in whole rupees, e.g. 99')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Minimum order value'), '1a49');
    expect(screen.getByLabelText('Minimum order value')).toHaveValue('149');
    expect(screen.queryByText('Enter a minimum order in whole rupees, e.g. 99')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Orders close at'));
    await user.type(screen.getByLabelText('Orders close at'), '08:00');
    expect(screen.getByText('Closing time must be after opening time')).toBeInTheDocument();

    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByLabelText('Signature (your full name)'));
    await user.paste('Meera Iyer');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(screen.getByLabelText('OTP'), screen.getByTestId('demo-signing-otp').textContent ?? '');
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));
    expect(screen.getByText('Fix the contract terms before signing.')).toBeInTheDocument();
  });

  it('enables Sign Contract only with four boxes, a name and the 6-digit OTP, then shows the next steps', async () => {
    const { user, harness } = await openContract();
    const sign = screen.getByRole('button', { name: 'Sign Contract' });
    const boxes = within(screen.getByRole('region', { name: 'Sign the contract' })).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    for (const box of boxes) await user.click(box);
    await user.click(screen.getByLabelText('Signature (your full name)'));
    await user.paste('Meera Iyer');
    expect(screen.getByLabelText('OTP')).toBeDisabled();
    expect(sign).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('button', { name: 'OTP Sent' })).toBeDisabled();
    const code = screen.getByTestId('demo-signing-otp').textContent ?? '';
    await user.type(screen.getByLabelText('OTP'), code.slice(0, 5));
    expect(sign).toBeDisabled();
    await user.type(screen.getByLabelText('OTP'), code.slice(5));
    expect(sign).toBeEnabled();
    await user.click(boxes[2]!);
    expect(sign).toBeDisabled();
    await user.click(boxes[2]!);
    await user.click(sign);

    expect(
      await screen.findByRole('heading', { name: 'Contract signed, welcome aboard!', level: 1 }),
    ).toBeInTheDocument();
    for (const next of ['Download the partner app', 'Quality verification visit', 'Go live within 24-48 hours'])
      expect(screen.getByText(next)).toBeInTheDocument();
    expect(JSON.parse(harness.storage.getItem(StorageKeys.partnerOnboarding)!).signature.signatoryName).toBe(
      'Meera Iyer',
    );
  });

  it('refuses an OTP that was not the one sent', async () => {
    const { user } = await openContract();
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByLabelText('Signature (your full name)'));
    await user.paste('Meera Iyer');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const code = screen.getByTestId('demo-signing-otp').textContent ?? '';
    await user.type(screen.getByLabelText('OTP'), code === '999999' ? '000000' : '999999');
    await user.click(screen.getByRole('button', { name: 'Sign Contract' }));
    expect(screen.getByText('This OTP does not match the one we sent. Check it and try again.')).toBeInTheDocument();
  });

  it('names the steps still to finish when signing before they are done', async () => {
    await renderPage(<ContractPage />, '/contract');
    const user = userEvent.setup();
    const signing = await screen.findByRole('region', { name: 'Sign the contract' });
    expect(within(signing).getByRole('link', { name: 'Menu Setup' })).toBeInTheDocument();
    for (const box of within(signing).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(signing).getByLabelText('Signature (your full name)'));
    await user.paste('Meera Iyer');
    await user.click(within(signing).getByRole('button', { name: 'Send OTP' }));
    await user.type(within(signing).getByLabelText('OTP'), screen.getByTestId('demo-signing-otp').textContent ?? '');
    await user.click(within(signing).getByRole('button', { name: 'Sign Contract' }));
    expect(
      screen.getByText('Complete Restaurant Information, Documents, Menu Setup before signing.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The agreement's clauses are in English/)).not.toBeInTheDocument();
  });
});
