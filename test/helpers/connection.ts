import type { ConnectionMonitor } from '../../src/infrastructure/ports/ConnectionMonitor';
import { ConnectionMonitorToken } from '../../src/infrastructure/ports/ConnectionMonitor';
import { pathOf } from './apiOperations';
import { vi } from 'vitest';
import { BackOnlineNotice } from '../../src/application/connection/BackOnlineNotice';
import type { AdapterSetName, Harness } from './adapterSets';
import { openPage } from './reload';
import { signIn } from './signIn';
import { failNetworkFor, healNetwork } from './faults';

/** The browser's network switch, as a test turns it (navigator.onLine and the online/offline events). */
export class NetworkSwitch implements ConnectionMonitor {
  private online = true;
  private readonly listeners = new Set<(online: boolean) => void>();

  isOnline() {
    return this.online;
  }

  onChange(listener: (online: boolean) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  turn(online: boolean) {
    this.online = online;
    this.listeners.forEach((listener) => listener(online));
  }
}

/** Every call the cart and the favourites make: offline, each finds no network. */
const WRITE_PATHS = [
  'addToCart',
  'addToCartWithOption',
  'changeCart',
  'cartInfo',
  'cartItemsCount',
  'favorites',
  'addFavorite',
  'removeFavorite',
  'initOrderCod',
  'initOrder',
] as const;

/** Wires this page to a network switch the test turns (call before the page's stores are first asked for). */
export function networkSwitchOf(harness: Harness, network = new NetworkSwitch()): NetworkSwitch {
  harness.container.rebind(ConnectionMonitorToken).toConstantValue(network);
  return network;
}

/** The signal is lost: the browser says offline and the page's calls find no network, in either adapter set. */
export function loseSignal(harness: Harness, network: NetworkSwitch) {
  WRITE_PATHS.forEach((operation) => failNetworkFor(harness, pathOf(operation)));
  network.turn(false);
}

/** The signal is back: calls are answered again, then the browser says online. */
export function signalBack(harness: Harness, network: NetworkSwitch) {
  healNetwork(harness);
  network.turn(true);
}

/**
 * A page signed in as Aarav with its network switch, its console warnings silenced (lost calls are logged) and the
 * back-online notice listening, as the shell's connection status makes it.
 */
export async function signedInWithNetworkSwitch(set: AdapterSetName) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const page = await openPage(set);
  const network = networkSwitchOf(page);
  page.container.get(BackOnlineNotice);
  await signIn(page);
  return { page, network };
}
