import { inject, injectable } from 'inversify';
import { AppError } from '../../../domain/errors/AppError';
import { errorFromResponse } from '../../../domain/errors/errorFromResponse';
import { NETWORK_ERROR_TEXT } from '../../../domain/errors/errorText';
import { type AppConfig, AppConfigToken } from '../../ports/AppConfig';
import { type SessionRepository, SessionRepositoryToken } from '../../ports/SessionRepository';
import { clearSessionOf, savedToken } from '../../api/sessionOfRequest';
import { DemoDataUnavailable } from '../seed/DemoDataUnavailable';
import { FakeHttpError } from '../server/FakeHttpError';
import type { FakeServer } from '../server/FakeServer';
import type { RequestContext } from '../server/RequestContext';
import { markFirstAnswer } from '../server/demoBackendMarks';
import { ChaosMode } from './ChaosMode';
import { DemoSettings, type DemoSettingsValues } from './DemoSettings';
import { nextTask } from '../../../nextTask';

/**
 * The in-process server as the adapters reach it: the app goes live while the server loads its data, so they wait
 * for `ready`. (A promise bound on its own would be an asynchronous service to the container, which resolves
 * services synchronously.)
 */
export interface StartingFakeServer {
  readonly ready: Promise<FakeServer>;
}

export const FakeServerToken = Symbol.for('FakeServer');

/** What a call answers when the demo fault knob says 'declined'. */
export const DECLINED_TEXT = 'Declined by the demo backend (simulated).';

/**
 * How long a call simulated as timing out waits before it fails (the live client gives up after 20 s), unless the
 * demo settings say otherwise (`timeoutMs`: an end-to-end test need not wait this long for each one).
 */
export const SIMULATED_TIMEOUT_MS = 1_500;

/**
 * How fake adapters reach the in-process server: simulated latency and faults, the session token as
 * context, refusals turned into the same AppErrors the HTTP client
 * produces (a 401 clears the session it was sent with),
 * and a deep copy of every answer so callers never hold the database's own records.
 */
@injectable()
export class FakeGateway {
  private readonly chaos = new ChaosMode();

  constructor(
    @inject(FakeServerToken) private readonly server: StartingFakeServer,
    @inject(SessionRepositoryToken) private readonly session: SessionRepository,
    @inject(AppConfigToken) private readonly config: AppConfig,
    @inject(DemoSettings) private readonly settings: DemoSettings,
  ) {}

  /**
   * Runs `handler` as the server would answer `operation` (an API path, used to simulate faults). `idempotencyKey`
   * (and `token`, sent instead of the saved one) is what an HTTP request would carry
   * besides the token (the Idempotency-Key of a checkout attempt); `immediate`
   * skips the simulated latency and faults: a request sent as the page closes must land at once.
   */
  async call<T>(
    operation: string,
    handler: (server: FakeServer, context: RequestContext) => T | Promise<T>,
    {
      immediate = false,
      token,
      ...headers
    }: Pick<RequestContext, 'idempotencyKey' | 'token'> & { immediate?: boolean } = {},
  ): Promise<T> {
    // The token is read when the call is made, as a real request carries the token it was sent with.
    const sentToken = token ?? savedToken(this.session);
    const settings = this.settings.read();
    const latency = immediate ? 0 : (settings.latencyMs ?? this.config.fakeLatencyMs);
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    const fault = immediate ? undefined : (settings.faults?.[operation] ?? this.chaosFailure(operation, settings));
    const timeoutMs = settings.timeoutMs ?? SIMULATED_TIMEOUT_MS;
    if (fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, timeoutMs));
    if (fault === 'network' || fault === 'timeout') throw new AppError('network', NETWORK_ERROR_TEXT);
    if (fault === 'server') throw errorFromResponse(500, { success: false });
    // The adapters parse every answer, so a refusal body stands in for any operation's answer.
    if (fault === 'declined') return { success: false, message: DECLINED_TEXT } as T;
    const context: RequestContext = { ...headers, ...(sentToken ? { token: sentToken } : {}) };
    const server = await this.serverOrNetworkError();
    server.setDemoKnobs(settings);
    server.catalogue.setDemoScale(settings.catalogueScale ?? 1);
    try {
      const answer = structuredClone(await handler(server, context));
      markFirstAnswer();
      return answer;
    } catch (error) {
      if (error instanceof DemoDataUnavailable) throw new AppError('network', NETWORK_ERROR_TEXT);
      if (!(error instanceof FakeHttpError)) throw error;
      if (error.status === 401) clearSessionOf(this.session, sentToken);
      throw errorFromResponse(error.status, error.body);
    } finally {
      server.db.flush();
      // A call that simulates a network answers in a task of its own, as a network's response arrives: the server's
      // work and the app's (parsing the answer, the store's update and the render it makes) are two tasks, not one.
      if (latency > 0) await nextTask();
    }
  }

  /** The server once it has started; one that cannot start answers as an unreachable one would. */
  private async serverOrNetworkError(): Promise<FakeServer> {
    try {
      return await this.server.ready;
    } catch {
      throw new AppError('network', NETWORK_ERROR_TEXT);
    }
  }

  private chaosFailure(operation: string, { failureRate, seed }: DemoSettingsValues) {
    if (!failureRate) return undefined;
    const failure = this.chaos.failureFor(operation, { failureRate, seed: seed ?? 0 });
    if (failure) console.info(`Chaos mode: ${operation} fails (${failure})`);
    return failure ?? undefined;
  }
}
