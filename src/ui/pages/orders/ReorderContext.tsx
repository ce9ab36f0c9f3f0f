import { observer } from 'mobx-react-lite';
import { createContext, type ReactNode, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ReorderOutcome, ReorderStore } from '../../../application/reorder/ReorderStore';
import type { Order } from '../../../domain/order/Order';
import type { ReturnState } from '../../app/RouteGate';
import { ChangeRestaurantPrompt } from '../../components/cart/ChangeRestaurantPrompt';
import { NewCartPrompt } from '../../components/cart/NewCartPrompt';
import { JOURNEY_PATH, TRAIN_PATH } from '../train/trainPaths';
import { useInjection } from '../../di/ContainerProvider';
import { newCartQuestion } from '../../i18n/newCartQuestion';
import { useT } from '../../i18n/useT';
import { PAYMENT_PATH } from '../../navigation/paymentPath';

interface Reordering {
  store: ReorderStore;
  reorder: (order: Order) => void;
}

const ReorderContext = createContext<Reordering | null>(null);

/**
 * The screen's Reorder: one store for its buttons, 'Change Restaurant?' or 'Start a new cart?', and the way to Payment
 * (or sign-in; a seat order that cannot go to its stop now: the journey's stations ahead, or the train search).
 */
export const ReorderProvider = observer(function ReorderProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const store = useInjection(ReorderStore);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const follow = (outcome: ReorderOutcome) => {
    if (outcome === 'payment') void navigate(PAYMENT_PATH);
    else if (outcome === 'journey') void navigate(JOURNEY_PATH);
    else if (outcome === 'find-journey') void navigate(TRAIN_PATH);
    else if (outcome === 'sign-in') void navigate('/login', { state: { from: pathname } satisfies ReturnState });
  };
  const reorder = (order: Order) => void store.reorder(order).then(follow);
  return (
    <ReorderContext.Provider value={{ store, reorder }}>
      {children}
      <NewCartPrompt
        open={store.pending !== null && store.newCart !== null}
        question={store.newCart ? newCartQuestion(store.newCart.adding, store.newCart.current) : ''}
        onCancel={store.cancelRestaurantChange}
        onConfirm={() => follow(store.confirmRestaurantChange())}
      />
      <ChangeRestaurantPrompt
        open={store.pending !== null && store.newCart === null}
        what={t('ordering.reorder.whatIsAdded')}
        onCancel={store.cancelRestaurantChange}
        onConfirm={() => follow(store.confirmRestaurantChange())}
      />
    </ReorderContext.Provider>
  );
});

export function useReordering(): Reordering {
  const reordering = useContext(ReorderContext);
  if (!reordering) throw new Error('useReordering needs a <ReorderProvider> above it');
  return reordering;
}
