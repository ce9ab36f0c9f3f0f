import { Container, inject, injectable } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../domain/errors/AppError';
import { lazyPort } from './lazyPort';

interface GreetingApi {
  greet(name: string): Promise<string>;
  fail(): Promise<never>;
}

class Greeter implements GreetingApi {
  calls = 0;
  constructor(private readonly word = 'Namaste') {}
  async greet(name: string) {
    this.calls += 1;
    return `${this.word}, ${name}`;
  }
  async fail(): Promise<never> {
    throw new AppError('rejected', 'No');
  }
}

describe('lazyPort', () => {
  it('downloads the adapter on the first call, once, and forwards every call with its arguments', async () => {
    const adapter = new Greeter();
    const load = vi.fn(async () => adapter);
    const port = lazyPort<GreetingApi>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([port.greet('Aarav'), port.greet('Diya')])).resolves.toEqual([
      'Namaste, Aarav',
      'Namaste, Diya',
    ]);
    await expect(port.fail()).rejects.toThrow('No');
    expect(load).toHaveBeenCalledTimes(1);
    expect(adapter.calls).toBe(2);
  });

  it('is not a thenable: awaiting it or resolving it from a container gives the stand-in itself', async () => {
    const port = lazyPort<GreetingApi>(async () => new Greeter());
    expect((port as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(port)).toBe(port);
  });

  it('has its methods as own properties, so a test can spy on one', async () => {
    const port = lazyPort<GreetingApi>(async () => new Greeter());
    expect('greet' in port).toBe(true);
    const greet = vi.spyOn(port, 'greet').mockResolvedValue('Hello');
    await expect(port.greet('Aarav')).resolves.toBe('Hello');
    expect(greet).toHaveBeenCalledWith('Aarav');
  });

  it('turns a failed download into a network error for that call, and tries again on the next', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<GreetingApi>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(new Greeter());
    const port = lazyPort<GreetingApi>(load);
    const failure = await port.greet('Aarav').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ kind: 'network', message: 'Network Error.' });
    await expect(port.greet('Aarav')).resolves.toBe('Namaste, Aarav');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('builds the adapter with its injected dependencies when the container resolves it after start-up', async () => {
    const WordToken = Symbol('Word');
    const PortToken = Symbol('GreetingApi');
    @injectable()
    class InjectedGreeter extends Greeter {
      constructor(@inject(WordToken) word: string) {
        super(word);
      }
    }
    const container = new Container({ defaultScope: 'Singleton', autobind: true });
    container.bind(WordToken).toConstantValue('Sat Sri Akal');
    container
      .bind(PortToken)
      .toDynamicValue((context) => lazyPort<GreetingApi>(async () => context.get(InjectedGreeter)))
      .inSingletonScope();
    const port = container.get<GreetingApi>(PortToken);
    expect(container.get(PortToken)).toBe(port);
    await expect(port.greet('Kabir')).resolves.toBe('Sat Sri Akal, Kabir');
  });
});
