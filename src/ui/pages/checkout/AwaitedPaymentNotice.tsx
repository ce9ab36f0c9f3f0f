import { Alert, Button, Stack } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AwaitedPayment } from '../../../application/checkout/AwaitedPayment';
import { awaitedPaymentText } from '../../i18n/orderingText';
import { useT } from '../../i18n/useT';
import { useInjection } from '../../di/ContainerProvider';
import { followRedirect } from './followRedirect';

/** On the Payment page: the online order the customer left unpaid, with the way back to its payment page. */
export const AwaitedPaymentNotice = observer(function AwaitedPaymentNotice() {
  const t = useT();
  const awaited = useInjection(AwaitedPayment);
  const navigate = useNavigate();
  const target = awaited.target;
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // It appears at the top of a page the customer may have scrolled (to Place Order): bring it into view.
    const element = notice.current;
    if (!element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
  }, [target]);
  if (!target) return null;
  const orderId = awaited.orderId;
  return (
    <Alert ref={notice} severity="warning" sx={{ mb: 3 }}>
      {awaitedPaymentText(orderId)}
      <Stack direction="row" spacing={1.5} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" color="warning" onClick={() => followRedirect(target, navigate)}>
          {t('ordering.awaited.pay')}
        </Button>
        {orderId && (
          <Button component={RouterLink} to={`/order-status/${encodeURIComponent(orderId)}`} color="inherit">
            {t('ordering.awaited.view')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
});
