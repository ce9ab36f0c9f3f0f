import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../test/helpers/adapterSets';
import { firstRenderHtml } from '../../../test/helpers/firstRender';
import { renderPage } from '../../../test/helpers/renderPage';
import { ForgotPasswordPage } from '../pages/auth/ForgotPasswordPage';
import { ResetPasswordPage } from '../pages/auth/ResetPasswordPage';
import { VerifyResetOtpPage } from '../pages/auth/VerifyResetOtpPage';
import { JourneyPage } from '../pages/train/JourneyPage';

const FORGOT_PASSWORD_SUBTITLE =
  'Enter the e-mail and mobile number of your account and we will send you a 6-digit code.';

describe('a step opened without what it needs starts its flow over', () => {
  // A step that redirected would have an empty prerendered page until the app ran: nothing to paint first.
  it("draws the flow's start in its first render, so the build prerenders that screen", async () => {
    const harness = await createHarness('fake');
    for (const step of [<VerifyResetOtpPage key="otp" />, <ResetPasswordPage key="reset" />])
      expect(firstRenderHtml(harness, step)).toContain(FORGOT_PASSWORD_SUBTITLE);
    const journey = firstRenderHtml(harness, <JourneyPage />);
    expect(journey).toContain('Hot meals handed over at your seat, at a station ahead of your train.');
  });

  it("then puts the start's address in place of the step's", async () => {
    const { router } = await renderPage(<VerifyResetOtpPage />, '/verify-reset-otp', {
      routes: [{ path: '/forgot-password', element: <ForgotPasswordPage /> }],
      visited: ['/login'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(screen.getByText(FORGOT_PASSWORD_SUBTITLE)).toBeInTheDocument();
    // Replaced, not pushed: Back leaves the recovery.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
