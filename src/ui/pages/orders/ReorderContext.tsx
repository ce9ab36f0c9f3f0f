import { observer } from 'mobx-react-lite';
import { createContext, type ReactNode, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ReorderOutcome, ReorderStore } from '../../../application/reorder/ReorderStore';
import type { Order } from '../../../domain/order/Order';
import { REORDER_TEXT } from '../../../domain/reorder/reorder';
import type { ReturnState } from '../../app/RouteGate';
import { ChangeRestaurantPrompt } from '../../components/cart/ChangeRestaurantPrompt';
import { useInjection } from '../../di/ContainerProvider';
import { PAYMENT_PATH } from '../../navigation/paymentPath';

interface Reordering {
  store: ReorderStore;
  reorder: (order: Order) => void;
}

const ReorderContext = createContext<Reordering | null>(null);

/** The screen's Reorder: one store for its buttons, 'Change Restaurant?', and the way to Payment (or sign-in). */
export const ReorderProvider = observer(function ReorderProvider({ children }: { children: ReactNode }) {
  const store = useInjection(ReorderStore);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const follow = (outcome: ReorderOutcome) => {
    if (outcome === 'payment') void navigate(PAYMENT_PATH);
    else if (outcome === 'sign-in') void navigate('/login', { state: { from: pathname } satisfies ReturnState });
  };
  const reorder = (order: Order) => void store.reorder(order).then(follow);
  return (
    <ReorderContext.Provider value={{ store, reorder }}>
      {children}
      <ChangeRestaurantPrompt
        open={store.pending !== null}
        what={REORDER_TEXT.whatIsAdded}
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
