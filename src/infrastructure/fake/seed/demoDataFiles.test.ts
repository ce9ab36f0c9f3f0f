import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module with the browser build's settings (it fetches its data) and a stubbed fetch. */
async function browserBuildModule() {
  vi.resetModules();
  vi.stubEnv('PROD', true);
  vi.stubEnv('SSR', false);
  return import('./demoDataFiles');
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('demo data files', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) => json({ url }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('are requested once each when the container starts, and the backend reads those responses', async () => {
    const files = await browserBuildModule();
    const requesting = files.requestDemoDataFiles();
    // Not in the caller's task: each request is made in a task of its own.
    expect(fetchMock).not.toHaveBeenCalled();
    await Promise.all([requesting, files.requestDemoDataFiles()]);
    const urls = Object.values(files.DEMO_DATA_FILES);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(urls);

    const read = await files.readDemoDataFiles(['restaurants', 'trains']);
    const { restaurants, trains } = files.DEMO_DATA_FILES;
    expect(read).toEqual({ restaurants: { url: restaurants }, trains: { url: trains } });
    expect(fetchMock).toHaveBeenCalledTimes(urls.length);
  });

  it('are downloaded when read if nobody asked before, and a failed download is tried again', async () => {
    const files = await browserBuildModule();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(files.readDemoDataFiles(['customers'])).rejects.toThrow(/could not be loaded \(503\)/);
    await expect(files.readDemoDataFiles(['customers'])).resolves.toEqual({
      customers: { url: files.DEMO_DATA_FILES.customers },
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a download that failed before the backend asked is tried again when it reads', async () => {
    const files = await browserBuildModule();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await files.requestDemoDataFiles();
    const first = files.DEMO_DATA_FILES.customers;
    await expect(files.readDemoDataFiles(['customers'])).rejects.toMatchObject({
      name: 'DemoDataUnavailable',
      message: `The demo data ${first} could not be loaded`,
    });
    await expect(files.readDemoDataFiles(['customers'])).resolves.toEqual({ customers: { url: first } });
  });

  it('are not fetched outside the browser build (the prerender, the dev server and tests import them)', async () => {
    vi.resetModules();
    const files = await import('./demoDataFiles');
    await files.requestDemoDataFiles();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
