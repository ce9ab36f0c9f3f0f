import { inject, injectable } from 'inversify';
import type { z } from 'zod/mini';
import { isAppError } from '../../../domain/errors/AppError';
import { type Endpoint, type SentRequest, sentRequest } from '../../api/endpoint';
import type { CallOptions, EndpointCaller } from '../../api/EndpointCaller';
import { type SeenAnswers, SeenAnswersToken } from '../../ports/SeenAnswers';
import { type SessionRepository, SessionRepositoryToken } from '../../ports/SessionRepository';
import { HttpClient } from '../HttpClient';
import { keepsOf } from './seenReads';
import { SeenAnswerStore } from './SeenAnswerStore';

/** The calls of HttpClient this needs: the kept reads save the very body that was parsed. */
export type BodyKeepingCaller = EndpointCaller & Pick<HttpClient, 'callKeepingBody'>;

/**
 * The http set's EndpointCaller: HttpClient, plus what the customer has seen for the kept reads (seenReads.ts).
 * A good answer of a kept read is saved with the time it was seen, under the customer who saw it (the device's for a
 * signed-out read); when the network is missing, the saved answer is read again with the endpoint's schema and
 * served, and SeenAnswers records it so the screen says how old it is. A saved answer that no longer parses (an
 * older release wrote it) is discarded, never shown in part. Every screen gets this from the port, none asks for it.
 */
@injectable()
export class SeenAnswerCaller implements EndpointCaller {
  constructor(
    @inject(HttpClient) private readonly http: BodyKeepingCaller,
    @inject(SeenAnswerStore) private readonly saved: SeenAnswerStore,
    @inject(SeenAnswersToken) private readonly seen: SeenAnswers,
    @inject(SessionRepositoryToken) private readonly session: SessionRepository,
  ) {}

  async call<Input, S extends z.ZodMiniType, Output>(
    endpoint: Endpoint<Input, S, Output>,
    input: Input,
    options?: CallOptions,
  ): Promise<Output> {
    const keeps = keepsOf(endpoint);
    const request = keeps && sentRequest(endpoint, input);
    if (!request || !keeps(request)) {
      const output = await this.http.call(endpoint, input, options);
      this.seen.live();
      return output;
    }
    const key = this.keyOf(endpoint, request);
    let answer: { output: Output; body: unknown };
    try {
      answer = await this.http.callKeepingBody(endpoint, input, options);
    } catch (error) {
      const served = isAppError(error) && error.kind === 'network' && key !== null && this.served(endpoint, input, key);
      if (served) return served.output;
      throw error;
    }
    if (key !== null) this.saved.save(key, { seenAt: Date.now(), body: answer.body });
    this.seen.live();
    return answer.output;
  }

  /** The saved answer read as a fresh one would be; a saved body the schema refuses is removed. */
  private served<Input, S extends z.ZodMiniType, Output>(
    endpoint: Endpoint<Input, S, Output>,
    input: Input,
    key: string,
  ): { output: Output } | null {
    const answer = this.saved.read(key);
    if (!answer) return null;
    const parsed = endpoint.response.safeParse(answer.body);
    let output: Output;
    try {
      if (!parsed.success) throw new Error('The saved answer no longer matches the API contract');
      output = endpoint.map(parsed.data as z.output<S>, input);
    } catch (error) {
      console.warn(`A saved answer of ${endpoint.method} ${endpoint.path} was discarded`, error);
      this.saved.remove(key);
      return null;
    }
    this.seen.served(output, answer.seenAt);
    return { output };
  }

  /**
   * The saved answer's key: whose it is, the method, the path and the query in a fixed order. Signed in, the customer
   * is known by their id (or email): never by the token, which is not saved anywhere but the session. A signed-in
   * customer not known by either has nothing kept.
   */
  private keyOf(endpoint: { method: string }, request: SentRequest): string | null {
    const owner = this.owner();
    if (owner === null) return null;
    const query = new URLSearchParams(Object.entries(request.query).sort(([a], [b]) => a.localeCompare(b)));
    return `${owner} ${endpoint.method} ${request.path}?${query.toString()}`;
  }

  private owner(): string | null {
    const reading = this.session.readCredentials();
    if (reading.status === 'signed-out') return 'device';
    if (reading.status !== 'signed-in') return null;
    const user = this.session.readUser();
    const id = user?.id || user?.email;
    return id ? `customer:${id}` : null;
  }
}
