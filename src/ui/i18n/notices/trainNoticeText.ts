import type { TrainNotice } from '../../../application/train/trainNotices';
import type { OrderPushNews, PushAction, PushSeat } from '../../../domain/push/orderPush';
import { type MessageId, t } from '../i18n';
import type { NoticeWording } from './NoticeWording';

/** 'B2, berth 34' ('B2' when the berth is not known), in the customer's language. */
const seatWords = (seat: PushSeat): string =>
  seat.berth ? t('journey.push.seatBerth', { coachNo: seat.coach, berth: seat.berth }) : seat.coach;

/** An order push's title: 'Order RB1 confirmed'. */
function pushTitle({ status, orderId: id }: OrderPushNews): string {
  switch (status) {
    case 'confirmed':
      return t('journey.push.confirmed.title', { id });
    case 'preparing':
      return t('journey.push.preparing.title', { id });
    case 'out for delivery':
      return t('journey.push.out.title', { id });
    case 'delivered':
      return t('journey.push.delivered.title', { id });
    case 'cancelled':
      return t('journey.push.cancelled.title', { id });
    case 'rejected':
      return t('journey.push.rejected.title', { id });
    case 'payment failed':
      return t('journey.push.paymentFailed.title', { id });
  }
}

/** A sentence, then another when there is one (the refund, the delivery PIN). */
const andThen = (sentence: string, next: string | null): string => (next ? `${sentence} ${next}` : sentence);

/**
 * An order push's body: what happened, where the train meets a seat order, the delivery PIN once it leaves the
 * kitchen, the refund of a paid order that was cancelled or rejected. English is word for word the server's push.
 */
function pushBody(news: OrderPushNews): string {
  const { orderId: id, restaurantName: restaurant, seat } = news;
  const refund = news.paidOnline ? t('journey.push.refund') : null;
  switch (news.status) {
    case 'confirmed':
      return t('journey.push.confirmed.body', { id, restaurant });
    case 'preparing':
      return seat
        ? t('journey.push.preparing.seatBody', { id, restaurant, station: seat.stationName })
        : t('journey.push.preparing.body', { id, restaurant });
    case 'out for delivery': {
      const where = seat
        ? t('journey.push.out.seatBody', { id, restaurant, station: seat.stationName, seat: seatWords(seat) })
        : t('journey.push.out.body', { id, restaurant });
      return andThen(where, news.userPin ? t('journey.push.pin', { pin: news.userPin }) : null);
    }
    case 'delivered':
      return seat
        ? t('journey.push.delivered.seatBody', { id, restaurant, seat: seatWords(seat) })
        : t('journey.push.delivered.body', { id, restaurant });
    case 'cancelled':
      return andThen(t('journey.push.cancelled.body', { id, restaurant }), refund);
    case 'rejected':
      return andThen(t('journey.push.rejected.body', { id, restaurant }), refund);
    case 'payment failed':
      return t('journey.push.paymentFailed.body', { id, restaurant });
  }
}

const ACTION_MESSAGES: Record<PushAction, MessageId> = {
  trackOrder: 'orderStatus.track',
  laterStation: 'train.laterStation',
  rateOrder: 'journey.push.action.rateOrder',
  orderHistory: 'orderStatus.viewHistory',
  viewOrder: 'journey.push.action.viewOrder',
};

/** The words of train trips, push messages and tracking' toasts. */
export const trainNoticeWording: NoticeWording<TrainNotice> = {
  pushNews: ({ news }) => t('journey.push.toast', { title: pushTitle(news), body: pushBody(news) }),
  pushNewsTitle: ({ news }) => pushTitle(news),
  pushNewsBody: ({ news }) => pushBody(news),
  pushAction: ({ action }) => t(ACTION_MESSAGES[action]),
};
