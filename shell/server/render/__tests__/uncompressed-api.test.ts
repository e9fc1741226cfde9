/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { uncompressedApi } from '../uncompressed-api';

describe("the render worker's requests to the API", () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    // Answers with the Accept-Encoding it was sent, and the other header it was given.
    server = http.createServer((req, res) =>
      res.end(JSON.stringify({ encoding: req.headers['accept-encoding'] ?? null, trace: req.headers['x-trace'] ?? null })),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('ask for the answer uncompressed, keeping the headers they were given', async () => {
    const fetchApi = uncompressedApi(origin, fetch);
    const asked = async (input: string | Request, init?: RequestInit): Promise<unknown> => (await fetchApi(input, init)).json();
    expect(await asked(`${origin}/api/posts`, { headers: { 'X-Trace': 'a' } })).toEqual({ encoding: 'identity', trace: 'a' });
    expect(await asked(new Request(`${origin}/api/posts/featured`, { headers: { 'X-Trace': 'b' } }))).toEqual({
      encoding: 'identity',
      trace: 'b',
    });
  });

  it("leave every other origin's requests as they are", async () => {
    const elsewhere = uncompressedApi('http://api.example', fetch);
    expect(await (await elsewhere(`${origin}/remoteEntry.js`)).json()).toEqual({ encoding: 'gzip, deflate', trace: null });
  });
});
