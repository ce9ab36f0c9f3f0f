import { observable, runInAction } from 'mobx';
import { expect, it } from 'vitest';
import { NetworkSwitch } from '../../../test/helpers/connection';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { BackOnlineNotice } from './BackOnlineNotice';
import { ConnectionStore } from './ConnectionStore';

function shell() {
  const network = new NetworkSwitch();
  const connection = new ConnectionStore(network);
  const cart = observable.box(0);
  const hearts = observable.box(0);
  connection.countWaiting(() => cart.get());
  connection.countWaiting(() => hearts.get());
  const notifications = new NotificationCenter();
  new BackOnlineNotice(connection, notifications);
  const set = (box: typeof cart, value: number) => runInAction(() => box.set(value));
  const toasts = () => notifications.pending.map((toast) => [toast.variant, toast.notice]);
  return { network, connection, cart, hearts, set, toasts };
}

it('counts the changes waiting across the stores, and once all are sent says how many (the most that waited)', () => {
  const { network, connection, cart, hearts, set, toasts } = shell();
  network.turn(false);
  set(cart, 1);
  set(hearts, 1);
  set(cart, 2);
  expect(connection.waiting).toBe(3);
  network.turn(true);
  set(cart, 0);
  expect(toasts()).toEqual([]);
  set(hearts, 0);
  expect(toasts()).toEqual([['success', { kind: 'backOnline', sent: 3 }]]);
  set(cart, 1);
  set(cart, 0);
  expect(toasts().at(-1)).toEqual(['success', { kind: 'backOnline', sent: 1 }]);
});

it('says nothing when the changes went while the browser still says offline (a sign-out erased them)', () => {
  const { network, cart, set, toasts } = shell();
  network.turn(false);
  set(cart, 2);
  set(cart, 0);
  expect(toasts()).toEqual([]);
});
