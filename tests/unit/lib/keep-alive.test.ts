// The server keeps an idle keep-alive connection for 65 s, longer than its clients and the
// balancers in front wait, so a client reusing its idle socket never races the server's close; and
// when it stops, it finishes the answers in flight and closes every connection once it is idle,
// without waiting for those 65 s. Real servers and sockets; no sleeping.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyKeepAlive, closeGracefully, KEEP_ALIVE_TIMEOUT_MS } from '@/lib/keep-alive';

const servers: http.Server[] = [];
const agents: http.Agent[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function listen(handler: http.RequestListener) {
  const server = applyKeepAlive(http.createServer(handler));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; socketClosed: Promise<void> };

/** One GET on a keep-alive agent of its own (as a browser or a balancer keeps its sockets). */
function get(port: number, path = '/'): Promise<Answer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        const socketClosed = new Promise<void>((done) => res.socket.once('close', () => done()));
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, socketClosed }));
      })
      .on('error', reject);
  });
}

describe('keep-alive', () => {
  it('keeps an idle connection 65 s, above the 60 s idle timeout of the balancers in front, and says so', async () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    const { port } = await listen((_req, res) => res.end('ok'));
    const answer = await get(port);
    expect(answer.body).toBe('ok');
    expect(answer.headers.connection).toBe('keep-alive');
    expect(answer.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  });

  it('stopping: the answer in flight is finished and closes its connection; idle ones close at once; no new connection', async () => {
    let arrived!: () => void;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    const { server, port } = await listen((req, res) => {
      if (req.url !== '/slow') return void res.end('ok');
      arrived();
      setTimeout(() => res.end('slow ok'), 200);
    });
    const idle = await get(port);
    expect(idle.headers.connection).toBe('keep-alive');
    const slow = get(port, '/slow');
    await slowArrived;

    const stopped = closeGracefully(server);
    await idle.socketClosed; // idle when the server began to stop
    const answered = await slow;
    expect(answered.body).toBe('slow ok');
    expect(answered.headers.connection).toBe('close');
    await answered.socketClosed;
    // Every connection is gone well before the 65 s timeout (the test's own limit is 5 s).
    await stopped;
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('stopping: a connection that was busy when the server began to stop is closed once its answer is sent, even without Connection: close', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const heldArrived = new Promise<void>((resolve) => (arrived = resolve));
    const { server, port } = await listen((_req, res) => {
      arrived();
      // The answer's headers go out before the server stops, so they cannot carry Connection: close.
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('part 1, ');
      void held.then(() => res.end('part 2'));
    });
    const answer = get(port);
    await heldArrived;
    const stopped = closeGracefully(server);
    release();
    const answered = await answer;
    expect(answered.body).toBe('part 1, part 2');
    expect(answered.headers.connection).toBe('keep-alive');
    await answered.socketClosed;
    await stopped;
  });
});
