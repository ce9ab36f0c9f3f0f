/**
 * A demo data file could not be downloaded (the connection dropped, the server answered an error). To the app the demo
 * backend is then as unreachable as a real server would be: FakeGateway answers the call with a network error, and the
 * next call downloads the file again.
 */
export class DemoDataUnavailable extends Error {
  constructor(url: string, status?: number) {
    super(`The demo data ${url} could not be loaded${status === undefined ? '' : ` (${status})`}`);
    this.name = 'DemoDataUnavailable';
  }
}

/** The file at `url`, downloaded; a failed download is DemoDataUnavailable. */
export async function downloadDemoData(url: string, started?: Promise<Response>): Promise<unknown> {
  let response: Response;
  try {
    response = await (started ?? fetch(url));
  } catch {
    throw new DemoDataUnavailable(url);
  }
  if (!response.ok) throw new DemoDataUnavailable(url, response.status);
  try {
    return await response.json();
  } catch {
    throw new DemoDataUnavailable(url);
  }
}
