// How Valora's HTTP server keeps idle keep-alive connections, and how it closes them when it stops.
//
// Node.js 20 and 24 close an idle connection after 5 s (6 s in fact: Node waits 1 s past the time
// it advertises). A client that holds its idle sockets for reuse (a load balancer's pool, a browser,
// Playwright's request context) can send its next request on a socket at the moment the server
// closes it, and that request is lost with a connection reset: the e2e suite saw one (ECONNRESET)
// on a busy machine. The server must wait longer than its clients, so that a client is the one that
// closes an idle connection: 65 s, above the 60 s idle timeout that AWS's Application Load Balancer
// and nginx's upstream keepalive use by default.
import type http from 'node:http';

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The answers each server is writing, so that stopping can mark those not yet begun. */
const answering = new WeakMap<http.Server, Set<http.ServerResponse>>();

export function applyKeepAlive(server: http.Server): http.Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const answers = new Set<http.ServerResponse>();
  answering.set(server, answers);
  server.prependListener('request', (_req, res) => {
    answers.add(res);
    res.once('close', () => answers.delete(res));
  });
  return server;
}

/** How often a closing server looks for connections that have just become idle. */
const IDLE_SWEEP_MS = 250;

/**
 * Stops the server without cutting an answer short: it takes no new connection, every answer not
 * yet begun closes its connection (`Connection: close`), and each connection is closed as soon as it
 * is idle. (`server.close()` alone closes only the connections idle at that moment: one busy then
 * would stay open for the whole keep-alive timeout.) Resolves once every connection is closed.
 * (A request with `Expect: 100-continue` comes as 'checkContinue', not 'request': its connection
 * is not marked, and closes at the first sweep after its answer.)
 */
export function closeGracefully(server: http.Server): Promise<void> {
  const closeAfterAnswer = (res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  // The answers under way whose headers have not gone out yet, then every later one (its listener
  // first, so that the header is set before the app's own listener writes the answer).
  answering.get(server)?.forEach(closeAfterAnswer);
  server.prependListener('request', (_req, res) => closeAfterAnswer(res));
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
  const closed = new Promise<void>((resolve) =>
    server.close(() => {
      clearInterval(sweep);
      resolve();
    }),
  );
  server.closeIdleConnections();
  return closed;
}
