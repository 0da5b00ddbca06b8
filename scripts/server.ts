// Valora's HTTP server: Next.js (production or, with --dev, development) behind a small guard
// that every request passes first (src/lib/request-guard.ts): the connection's address is
// recorded the way a reverse proxy records it, and bodies are capped before anything reads them.
// `next start` alone cannot do either: it keeps a caller's X-Forwarded-For as it is (it only
// fills the header when absent), and the framework reads a body before any route can refuse it.
// Started by scripts/start.ts (`npm start`, `npm run dev`), which owns the database; PORT,
// DATABASE_URL and the rest come from its environment.
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { applyKeepAlive, closeGracefully } from '../src/lib/keep-alive';
import { guardRequest } from '../src/lib/request-guard';

const dev = process.argv.includes('--dev');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.PORT ?? 3000);
// The benchmark scripts find the serving process by this name, as under `next start`.
process.title = 'next-server (valora)';

// Idle connections stay open longer than the clients and balancers in front wait (src/lib/keep-alive.ts).
const server = applyKeepAlive(http.createServer());
const app = next({ dev, dir: root, hostname: 'localhost', port, httpServer: server });
const handle = app.getRequestHandler();

function onRequest(req: http.IncomingMessage, res: http.ServerResponse, expectsContinue = false) {
  guardRequest(req, res, { expectsContinue })
    .then((guarded) => (guarded ? handle(guarded, res) : undefined))
    .catch((error) => {
      console.error('[valora] request failed:', error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
}
server.on('request', (req, res) => onRequest(req, res));
// With "Expect: 100-continue" the guard decides before the client sends the body (a 413 instead
// of the "100 Continue" Node would otherwise send at once).
server.on('checkContinue', (req, res) => onRequest(req, res, true));

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  // Finish the answers in flight, refuse new connections, close each connection once idle, then
  // leave; never hang on a slow client.
  setTimeout(() => process.exit(0), 10_000).unref();
  closeGracefully(server)
    .then(() => app.close())
    .catch(() => undefined)
    .finally(() => process.exit(0));
  if (signal === 'SIGINT') server.closeAllConnections();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));

await app.prepare();
server.listen(port, () => {
  console.log(`[valora] Ready on port ${port}${dev ? ' (development)' : ''}`);
});
