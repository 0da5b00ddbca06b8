// The server keeps an idle keep-alive connection past Node.js's default 5 s, so a client that
// reuses its idle socket after a pause (as Playwright's request context and load balancers do)
// finds it open instead of racing the server's close.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyKeepAlive, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from '@/lib/keep-alive';

// Node.js's default keep-alive timeout (5 s), plus the 1 s it waits beyond the timeout it
// advertises (measured: an idle connection closes at 6.0 s on Node.js 20), plus a margin.
const PAST_NODE_DEFAULT_MS = 5_000 + 1_000 + 700;

let server: http.Server | undefined;
let agent: http.Agent | undefined;
afterEach(async () => {
  agent?.destroy();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = agent = undefined;
});

async function serve(configured: boolean) {
  const created = http.createServer((_req, res) => res.end('ok'));
  server = configured ? applyKeepAlive(created) : created;
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, agent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  return { get, connections: () => connections };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keep-alive', () => {
  it('outlasts the 60 s idle timeout of the balancers in front, and the headers timer outlasts it', () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('a connection idle for longer than Node.js’s default is still open for the next request', { timeout: 20_000 }, async () => {
    const { get, connections } = await serve(true);
    expect(await get()).toBe('ok');
    await pause(PAST_NODE_DEFAULT_MS);
    expect(await get()).toBe('ok');
    expect(connections()).toBe(1);
  });

  it(
    '(the reference: without it, Node.js has closed that connection and the client opens another)',
    { timeout: 20_000 },
    async () => {
      const { get, connections } = await serve(false);
      expect(await get()).toBe('ok');
      await pause(PAST_NODE_DEFAULT_MS);
      expect(await get()).toBe('ok');
      expect(connections()).toBe(2);
    },
  );
});
