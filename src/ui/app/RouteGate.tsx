import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SessionStore } from '../../application/session/SessionStore';
import { routeGate } from '../../domain/session/routeGate';
import { useInjection } from '../di/ContainerProvider';

export interface ReturnState {
  from?: string;
}

/**
 * Applies the spec's route gate on every route change and whenever the session changes
 * (a 401 sends the customer to /login, which says why and brings them back after signing in).
 */
export const RouteGate = observer(function RouteGate({ children }: { children: ReactNode }) {
  const session = useInjection(SessionStore);
  const location = useLocation();
  const returnTo = (location.state as ReturnState | null)?.from;
  const redirect = routeGate(location.pathname, session.reading.status, returnTo, session.sessionExpired);
  if (redirect) {
    const state: ReturnState | undefined = redirect.from ? { from: redirect.from + location.search } : undefined;
    return <Navigate to={redirect.to} replace state={state} />;
  }
  return <>{children}</>;
});
