import { AppError } from '../../domain/errors/AppError';
import { NETWORK_ERROR_TEXT } from '../../domain/errors/errorText';

/** A port whose every member is an async method, so a stand-in can wait for the adapter before each call. */
export type AsyncPort<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never;
};

/**
 * A stand-in for an adapter whose code is downloaded on the first call of one of its methods (`load`), then used
 * for every call. Lets the composition root keep a feature's adapter (and the schemas and mappers it brings) out of
 * the start-up download. A download that fails is a network error for that call; the next call tries again.
 */
export function lazyPort<T extends object & AsyncPort<T>>(load: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  const loaded = () =>
    (adapter ??= load().catch((cause: unknown) => {
      adapter = undefined;
      console.error('An adapter could not be downloaded', cause);
      throw new AppError('network', NETWORK_ERROR_TEXT);
    }));
  const forwarder =
    (member: string) =>
    async (...args: unknown[]): Promise<unknown> => {
      const instance = await loaded();
      const method = (instance as Record<string, unknown>)[member];
      if (typeof method !== 'function') throw new TypeError(`The adapter has no method ${member}`);
      return (method as (...params: unknown[]) => unknown).apply(instance, args);
    };
  // Not a thenable (a container or an `await` checks `then`), and no symbol-keyed members.
  const isMember = (member: string | symbol): member is string => typeof member === 'string' && member !== 'then';
  /** Each method is made once and kept as an own property, so it can be inspected and replaced like a real one. */
  const methods: Record<string, unknown> = {};
  const ensure = (member: string) => {
    if (!Object.hasOwn(methods, member)) methods[member] = forwarder(member);
  };
  return new Proxy(methods, {
    get(target, member) {
      if (!isMember(member)) return undefined;
      ensure(member);
      return target[member];
    },
    has: (_target, member) => isMember(member),
    getOwnPropertyDescriptor(target, member) {
      if (isMember(member)) ensure(member);
      return Reflect.getOwnPropertyDescriptor(target, member);
    },
  }) as T;
}
