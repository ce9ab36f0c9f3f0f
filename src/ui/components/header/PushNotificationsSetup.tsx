import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PushNotificationsStore } from '../../../application/push/PushNotificationsStore';
import { SessionStore } from '../../../application/session/SessionStore';
import { inAppPath } from '../../../domain/security/urls';
import { PUSH_SETUP_DELAY_MS } from '../../../domain/push/pushRules';
import { useInjection } from '../../di/ContainerProvider';
import { noticeText } from '../../i18n/noticeText';

/**
 * Sets push notifications up 100 ms after the header mounts for a signed-in customer (FEATURES F-account), and
 * follows a clicked notification's link inside the app. A link to anywhere else (another site, 'javascript:',
 * '//host') is dropped with a console warning (FEATURES F-safety): a notification's data is not trusted.
 */
export const PushNotificationsSetup = observer(function PushNotificationsSetup() {
  const push = useInjection(PushNotificationsStore);
  const signedIn = useInjection(SessionStore).isSignedIn;
  const navigate = useNavigate();

  // A system notification about an order is worded in the customer's language, as its toast is.
  useEffect(() => push.wordWith(noticeText), [push]);

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
          const path = inAppPath(link, window.location.origin);
          if (path) void navigate(path);
          else console.warn('Dropped a notification link that leads outside the app', link);
        },
      ),
    [push, navigate],
  );

  return null;
});
