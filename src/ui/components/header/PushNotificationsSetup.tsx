import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PushNotificationsStore } from '../../../application/push/PushNotificationsStore';
import { SessionStore } from '../../../application/session/SessionStore';
import { isExternalLink } from '../../../domain/push/PushMessage';
import { PUSH_SETUP_DELAY_MS } from '../../../domain/push/pushRules';
import { useInjection } from '../../di/ContainerProvider';

/**
 * Sets push notifications up 100 ms after the header mounts for a signed-in customer (account spec §4), and
 * follows a clicked notification's link: in the app, or in a new tab for another site.
 */
export const PushNotificationsSetup = observer(function PushNotificationsSetup() {
  const push = useInjection(PushNotificationsStore);
  const signedIn = useInjection(SessionStore).isSignedIn;
  const navigate = useNavigate();

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => void push.setUp(), PUSH_SETUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [push, signedIn]);

  useEffect(
    () =>
      reaction(
        () => push.linkToFollow,
        (link) => {
          if (!link) return;
          push.linkFollowed();
          if (isExternalLink(link, window.location.origin)) window.open(link, '_blank', 'noopener,noreferrer');
          else navigate(link);
        },
      ),
    [push, navigate],
  );

  return null;
});
