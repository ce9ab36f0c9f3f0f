import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { AppError } from '../../../domain/errors/AppError';
import type { Endpoint } from '../../api/endpoint';
import { AuthEndpoints } from '../../api/endpoints/authEndpoints';
import { CatalogueEndpoints } from '../../api/endpoints/catalogueEndpoints';
import { OrderEndpoints } from '../../api/endpoints/orderEndpoints';
import { ProfileEndpoints } from '../../api/endpoints/profileEndpoints';
import { parseApiAnswer } from '../../api/parseApiAnswer';
import { SeenAnswerLog } from '../../browser/offline/SeenAnswerLog';
import { KeyValueSavedDataEraser } from '../../browser/storage/KeyValueSavedDataEraser';
import { MemoryKeyValueStore } from '../../browser/storage/MemoryKeyValueStore';
import { StoredSessionRepository } from '../../browser/storage/StoredSessionRepository';
import { StorageKeys } from '../../ports/KeyValueStore';
import { type BodyKeepingCaller, SeenAnswerCaller } from './SeenAnswerCaller';
import { SeenAnswerStore } from './SeenAnswerStore';

const PROFILE = { success: true, data: { name: 'Aarav Shah', email: 'aarav@example.com', mobile: 9876543210 } };
const CUISINES = { success: true, data: [{ category_id: 'c1', category_name: 'Thali', category_image: 'thali.png' }] };
const NETWORK = new AppError('network', 'Network Error');

/** The server side of HttpClient: answers each call with the next body (parsed as HttpClient does) or error. */
class ScriptedServer implements BodyKeepingCaller {
  next: unknown = null;
  calls = 0;
  async call<Input, S extends z.ZodMiniType, Output>(endpoint: Endpoint<Input, S, Output>, input: Input) {
    return (await this.callKeepingBody(endpoint, input)).output;
  }
  async callKeepingBody<Input, S extends z.ZodMiniType, Output>(endpoint: Endpoint<Input, S, Output>, input: Input) {
    this.calls += 1;
    if (this.next instanceof AppError) throw this.next;
    const body = structuredClone(this.next);
    return { output: endpoint.map(parseApiAnswer(endpoint.response, body, 'test'), input), body };
  }
}

function harness() {
  const storage = new MemoryKeyValueStore();
  const session = new StoredSessionRepository(storage, new MemoryKeyValueStore());
  const server = new ScriptedServer();
  const log = new SeenAnswerLog(session);
  const caller = new SeenAnswerCaller(server, new SeenAnswerStore(storage), log, session);
  const signIn = (id: string) => {
    session.saveCredentials({ token: `token-of-${id}`, roleType: 'user' });
    session.saveUser({ id, name: id, email: `${id}@example.com`, mobile: '9876543210' });
  };
  return { storage, session, server, log, caller, signIn };
}

const at = (time: string) => vi.setSystemTime(new Date(time));

describe('reads served from what the customer saw (the http set)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('serves the last good answer when the network is missing, parsed again, with the time it was seen', async () => {
    const h = harness();
    h.signIn('aarav');
    at('2026-11-29T08:35:00Z');
    h.server.next = PROFILE;
    const online = await h.caller.call(ProfileEndpoints.get, undefined);
    expect(h.log.lastServed()).toBeNull();

    at('2026-11-29T09:10:00Z');
    h.server.next = NETWORK;
    const offline = await h.caller.call(ProfileEndpoints.get, undefined);
    expect(offline).toEqual(online);
    expect(offline.mobile).toBe('9876543210');
    expect(h.log.seenAtOf(offline)).toBe(Date.parse('2026-11-29T08:35:00Z'));
    expect(h.log.lastServed()).toBe(Date.parse('2026-11-29T08:35:00Z'));

    // The next live answer makes the screen live again.
    h.server.next = PROFILE;
    expect(h.log.seenAtOf(await h.caller.call(ProfileEndpoints.get, undefined))).toBeNull();
    expect(h.log.lastServed()).toBeNull();
  });

  it('keeps only the latest good answer: a refusal or a malformed answer is neither saved nor served', async () => {
    const h = harness();
    h.server.next = CUISINES;
    await h.caller.call(CatalogueEndpoints.cuisineCategories, undefined);
    h.server.next = { success: false, message: 'Closed for maintenance' };
    await expect(h.caller.call(CatalogueEndpoints.cuisineCategories, undefined)).rejects.toThrow(
      'Closed for maintenance',
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    h.server.next = { success: true, data: 'not a list' };
    await expect(h.caller.call(CatalogueEndpoints.cuisineCategories, undefined)).rejects.toMatchObject({
      kind: 'malformed',
    });
    h.server.next = NETWORK;
    const served = await h.caller.call(CatalogueEndpoints.cuisineCategories, undefined);
    expect(served.map((cuisine) => cuisine.name)).toEqual(['Thali']);
  });

  it('fails as before when nothing was seen, and on failures other than a missing network', async () => {
    const h = harness();
    h.signIn('aarav');
    h.server.next = NETWORK;
    await expect(h.caller.call(ProfileEndpoints.get, undefined)).rejects.toBe(NETWORK);
    h.server.next = PROFILE;
    await h.caller.call(ProfileEndpoints.get, undefined);
    const serverError = new AppError('server', 'Something went wrong on our side.', 503);
    h.server.next = serverError;
    await expect(h.caller.call(ProfileEndpoints.get, undefined)).rejects.toBe(serverError);
  });

  it('discards a saved answer that no longer parses (an older release wrote it), never serving part of it', async () => {
    const h = harness();
    h.signIn('aarav');
    h.server.next = PROFILE;
    await h.caller.call(ProfileEndpoints.get, undefined);
    const saved = JSON.parse(h.storage.getItem(StorageKeys.seenAnswers)!) as Record<string, { body: unknown }>;
    for (const entry of Object.values(saved)) entry.body = { success: true, data: { name: 'Aarav Shah' } };
    h.storage.setItem(StorageKeys.seenAnswers, JSON.stringify(saved));

    h.server.next = NETWORK;
    await expect(h.caller.call(ProfileEndpoints.get, undefined)).rejects.toBe(NETWORK);
    expect(JSON.parse(h.storage.getItem(StorageKeys.seenAnswers)!)).toEqual({});
    expect(h.log.lastServed()).toBeNull();
  });

  it('ignores a saved store that is not its own shape', async () => {
    const h = harness();
    h.storage.setItem(StorageKeys.seenAnswers, '{"device GET /x?": "garbage"');
    h.server.next = NETWORK;
    await expect(h.caller.call(CatalogueEndpoints.cuisineCategories, undefined)).rejects.toBe(NETWORK);
  });

  it("keeps each customer's answers apart: another customer offline is never shown them", async () => {
    const h = harness();
    h.signIn('aarav');
    h.server.next = PROFILE;
    await h.caller.call(ProfileEndpoints.get, undefined);
    h.signIn('diya');
    h.server.next = NETWORK;
    await expect(h.caller.call(ProfileEndpoints.get, undefined)).rejects.toBe(NETWORK);
    h.signIn('aarav');
    expect((await h.caller.call(ProfileEndpoints.get, undefined)).name).toBe('Aarav Shah');
  });

  it('erases every saved answer on sign-out with the other per-customer keys, and the notice goes', async () => {
    const h = harness();
    h.signIn('aarav');
    h.server.next = PROFILE;
    await h.caller.call(ProfileEndpoints.get, undefined);
    h.server.next = NETWORK;
    await h.caller.call(ProfileEndpoints.get, undefined);
    expect(h.log.lastServed()).not.toBeNull();
    h.session.clearCredentials();
    expect(h.log.lastServed()).toBeNull();
    new KeyValueSavedDataEraser(h.storage, new MemoryKeyValueStore()).eraseCustomerData();
    h.signIn('aarav');
    h.server.next = NETWORK;
    await expect(h.caller.call(ProfileEndpoints.get, undefined)).rejects.toBe(NETWORK);
  });

  it('keeps the first page of the order history only, and never a sign-in answer (it holds a token)', async () => {
    const h = harness();
    h.signIn('aarav');
    const history = { success: true, data: [], total: 11 };
    h.server.next = history;
    await h.caller.call(OrderEndpoints.history, { page: 2, limit: 10, status: '' });
    h.server.next = { success: true, token: 'secret-token', roleType: 'user' };
    await h.caller.call(AuthEndpoints.login, { phone: '9876543210', password: 'x' });
    expect(h.storage.getItem(StorageKeys.seenAnswers)).toBeNull();
    expect(h.server.calls).toBe(2);
  });

  it('forgets answers older than a week', async () => {
    const h = harness();
    at('2026-11-01T08:00:00Z');
    h.server.next = CUISINES;
    await h.caller.call(CatalogueEndpoints.cuisineCategories, undefined);
    at('2026-11-08T08:01:00Z');
    h.server.next = NETWORK;
    await expect(h.caller.call(CatalogueEndpoints.cuisineCategories, undefined)).rejects.toBe(NETWORK);
  });
});
