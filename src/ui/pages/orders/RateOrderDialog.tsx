import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { observer } from 'mobx-react-lite';
import type { RatingDraftStore } from '../../../application/orders/RatingDraftStore';
import { RATING_COMMENT_MAX } from '../../../domain/order/rating';
import { useT } from '../../i18n/useT';
import { StarField } from './StarField';

/** Rate Your Order: restaurant (food) and delivery stars, stars per item, a comment; Submit needs both first two. */
export const RateOrderDialog = observer(function RateOrderDialog({ rating }: { rating: RatingDraftStore }) {
  const t = useT();
  const { order, draft } = rating;
  return (
    <Dialog open={rating.isOpen} onClose={rating.close} aria-labelledby="rate-order-title" fullWidth maxWidth="sm">
      <DialogTitle id="rate-order-title">{t('ordering.rate.title')}</DialogTitle>
      {order && (
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('ordering.rate.subtitle', { restaurant: order.restaurantName, id: order.orderId })}
          </Typography>
          <Stack spacing={1.5}>
            <StarField label={t('ordering.rate.food')} value={draft.food} onChange={rating.setFood} />
            <StarField label={t('ordering.rate.delivery')} value={draft.delivery} onChange={rating.setDelivery} />
          </Stack>
          {order.items.length > 0 && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('ordering.rate.dishes')}
              </Typography>
              <Stack spacing={1}>
                {order.items.map((item) => (
                  <StarField
                    key={item.menuId}
                    label={item.itemName}
                    value={draft.items[item.menuId] ?? 0}
                    onChange={(stars) => rating.setItem(item.menuId, stars)}
                  />
                ))}
              </Stack>
            </>
          )}
          <TextField
            label={t('ordering.rate.comment')}
            value={draft.comment}
            onChange={(event) => rating.setComment(event.target.value)}
            helperText={`${draft.comment.length}/${RATING_COMMENT_MAX}`}
            slotProps={{ htmlInput: { maxLength: RATING_COMMENT_MAX } }}
            multiline
            minRows={3}
            maxRows={8}
            sx={{ mt: 2 }}
          />
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={rating.close}>{t('ordering.rate.cancel')}</Button>
        <Button variant="contained" disabled={!rating.canSubmit} onClick={() => void rating.submit()}>
          {rating.submission.running ? t('ordering.rate.submitting') : t('ordering.rate.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
