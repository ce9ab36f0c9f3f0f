import { injectable } from 'inversify';
import type { ConnectionMonitor } from '../../ports/ConnectionMonitor';

/** navigator.onLine and the window's online/offline events; always online where there is no window (prerendering). */
@injectable()
export class BrowserConnectionMonitor implements ConnectionMonitor {
  isOnline(): boolean {
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  }

  onChange(listener: (online: boolean) => void): () => void {
    if (typeof window === 'undefined') return () => undefined;
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }
}
