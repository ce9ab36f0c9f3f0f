import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { Alert, Button, Chip, Container, Divider, Paper, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { DemoPaymentStore } from '../../../application/checkout/DemoPaymentStore';
import { type AppConfig, AppConfigToken } from '../../../infrastructure/ports/AppConfig';
import type { DemoPaymentOutcome } from '../../../infrastructure/ports/DemoBackend';
import { PageSpinner } from '../../components/feedback/PageSpinner';
import { SignInPrompt } from '../../components/feedback/SignInPrompt';
import { SessionStore } from '../../../application/session/SessionStore';
import { useInjection } from '../../di/ContainerProvider';
import { formatRupees } from '../../format/formatRupees';
import { failureText } from '../../i18n/failureText';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

/**
 * Ours, worded for the build's backend (the in-browser demo, or the demo API of an http build), so the prerendered
 * page and the live one say the same. The subtitle, prerendered with the title, is the page's largest text while the
 * payment loads (FEATURES F-paint).
 */
const DEMO_GATEWAY_MESSAGES: Record<AppConfig['backend'], { subtitle: MessageId; chip: MessageId }> = {
  fake: { subtitle: 'ordering.demoPay.fakeSubtitle', chip: 'ordering.demoPay.fakeChip' },
  http: { subtitle: 'ordering.demoPay.httpSubtitle', chip: 'ordering.demoPay.httpChip' },
};

/**
 * /demo-payment/{orderId}: the demo's stand-in for the payment gateway that init-order redirects to.
 * Pay or Fail settles the payment; the customer then goes to the order's status screen (replacing this page,
 * so Retry Payment goes back to the Payment page).
 */
export const DemoPaymentPage = observer(function DemoPaymentPage() {
  const t = useT();
  const session = useInjection(SessionStore);
  const messages = DEMO_GATEWAY_MESSAGES[useInjection<AppConfig>(AppConfigToken).backend];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderStyle: 'dashed', borderWidth: 2 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ScienceOutlined color="secondary" />
            <Typography variant="h5" component="h1">
              {t('ordering.demoPay.title')}
            </Typography>
          </Stack>
          <Typography color="text.secondary">{t(messages.subtitle)}</Typography>
          <Chip label={t(messages.chip)} color="secondary" sx={{ alignSelf: 'flex-start' }} />
          {/* An order's payment is its customer's (a visitor was told 'Your session has expired'). */}
          {session.isSignedIn ? <DemoPayment /> : <SignInPrompt message={t('ordering.demoPay.signIn')} />}
        </Stack>
      </Paper>
    </Container>
  );
});

/** The order's payment: its amount, then Pay and Fail (or what it already is). */
const DemoPayment = observer(function DemoPayment() {
  const t = useT();
  const { orderId = '' } = useParams();
  const store = useInjection(DemoPaymentStore);
  const navigate = useNavigate();
  useEffect(() => {
    void store.load(orderId);
  }, [store, orderId]);
  const statusPath = `/order-status/${encodeURIComponent(orderId)}`;
  const settle = async (outcome: DemoPaymentOutcome) => {
    if (await store.settle(outcome)) void navigate(statusPath, { replace: true });
  };
  const payment = store.payment;
  return (
    <>
      {store.loadError && <Alert severity="error">{failureText(store.loadError)}</Alert>}
      {!payment && !store.loadError && <PageSpinner label={t('ordering.demoPay.loading')} />}
      {payment && (
        <>
          <Typography color="text.secondary">{payment.restaurantName}</Typography>
          <Typography>{t('orderStatus.orderId', { id: payment.orderId })}</Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
            {formatRupees(payment.amount)}
          </Typography>
          <Divider />
          {store.settleFailure && <Alert severity="error">{failureText(store.settleFailure)}</Alert>}
          {payment.paymentStatus === 'Pending' ? (
            <Stack direction="row" spacing={2}>
              <Button
                variant="contained"
                color="success"
                size="large"
                disabled={store.settling.running}
                onClick={() => void settle('paid')}
              >
                {t('ordering.demoPay.pay')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                size="large"
                disabled={store.settling.running}
                onClick={() => void settle('failed')}
              >
                {t('ordering.demoPay.fail')}
              </Button>
            </Stack>
          ) : (
            <Alert
              severity="info"
              action={
                <Button component={RouterLink} to={statusPath} replace color="inherit">
                  {t('ordering.demoPay.seeStatus')}
                </Button>
              }
            >
              {payment.paymentStatus === 'Completed' ? t('ordering.demoPay.completed') : t('ordering.demoPay.failed')}
            </Alert>
          )}
        </>
      )}
      {store.loadError && (
        <Button component={RouterLink} to="/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {t('orderStatus.backHome')}
        </Button>
      )}
    </>
  );
});
