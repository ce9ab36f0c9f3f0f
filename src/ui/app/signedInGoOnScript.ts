// With their extensions: the build's configuration (its content security policy) reads this file too.
import { APP_PATH, SIGN_IN_ADDRESS } from '../../domain/session/routeGate.ts';
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore.ts';

/**
 * FEATURES F-paint: the route gate's first rule, applied by the prerendered /login before it paints. A signed-in
 * customer opening /login is sent on at once, to the prerendered page they were going to, instead of seeing the
 * sign-in form until the app's JavaScript has loaded and then the next page drawn by the app (LCP 4.5 s on a phone).
 *
 * A script text, not a function: the content security policy allows exactly this text by its hash
 * (scripts/vite/contentSecurityPolicy.ts), and a text cannot change under a bundler. It reads the credentials and
 * the return path as the app does (StoredSessionRepository, RouteGate with signedInGoesTo); signedInGoOnScript.test.ts
 * checks that both decide alike. React Router keeps a page's navigation state in history.state.usr. The page is
 * hidden before it is sent on, so the sign-in form never shows.
 */
export const SIGNED_IN_GO_ON_SCRIPT =
  'try{' +
  `var c=JSON.parse(localStorage.getItem(${JSON.stringify(StorageKeys.credentials)})),r=c&&c.roleType;` +
  "if(c&&typeof c.token=='string'&&c.token&&(r==null||typeof r=='string'||typeof r=='number')){" +
  'var s=history.state,f=s&&s.usr&&s.usr.from;' +
  `if(typeof f!='string'||!${String(APP_PATH)}.test(f)||${String(SIGN_IN_ADDRESS)}.test(f))f='/';` +
  "document.documentElement.style.visibility='hidden';" +
  'location.replace(f)}' +
  '}catch(e){}';
