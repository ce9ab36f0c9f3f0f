import type { TrainNotice } from '../../../application/train/trainNotices';
import type { OrderPushNews, PushAction, PushSeat } from '../../../domain/push/orderPush';
import { istClock } from '../../../domain/train/istTime';
import type { RescuePushNews } from '../../../domain/train/rescuePushNews';
import { seatRefundWords } from '../../pages/train/seatRefundWords';
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

/** A rescue push's title: 'Order RB1 cancelled: your train is late'. */
function rescueTitle({ orderId: id, closure }: RescuePushNews): string {
  switch (closure.kind) {
    case 'rescued':
      return t('journey.rescue.lateTitle', { id });
    case 'skipped':
      return t('journey.rescue.skippedTitle', { id, station: closure.station.name });
    case 'notDelivered':
      return t('journey.rescue.notDeliveredTitle', { id });
  }
}

/**
 * A rescue push's body: why the order closed, the money, and the stations still ahead that take an order (or that
 * none does). English is word for word the server's push.
 */
function rescueBody({ closure, laterStations }: RescuePushNews): string {
  const { name: station, code } = closure.station;
  const refund = seatRefundWords(closure.refundPaise);
  if (closure.kind === 'notDelivered') return t('journey.rescue.notDeliveredBody', { station, code, refund });
  const why =
    closure.kind === 'rescued'
      ? t('journey.rescue.lateBody', { station, time: istClock(closure.expectedArrival), refund })
      : t('journey.rescue.skippedBody', { station, code, refund });
  const stations = laterStations
    .map((later) => t('journey.rescue.until', { station: later.name, code: later.code, time: istClock(later.orderBy) }))
    .join(', ');
  return andThen(why, stations ? t('journey.rescue.offer', { stations }) : t('train.noLaterStation'));
}

/** A push's title, body, or both as a toast says them ('title: body'). */
function pushNewsWords({ news, part }: Extract<TrainNotice, { kind: 'pushNews' }>): string {
  const title = news.about === 'order' ? pushTitle(news.news) : rescueTitle(news.news);
  const body = news.about === 'order' ? pushBody(news.news) : rescueBody(news.news);
  if (part === 'title') return title;
  if (part === 'body') return body;
  return t('journey.push.toast', { title, body });
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
  pushNews: pushNewsWords,
  pushAction: ({ action }) => t(ACTION_MESSAGES[action]),
};
