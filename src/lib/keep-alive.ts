// How long Valora's HTTP server keeps an idle keep-alive connection open.
//
// Node.js closes an idle connection after 5 s by default. A client that holds its idle sockets
// for reuse (a load balancer's pool, a browser, Playwright's request context) can send its next
// request on a socket at the moment the server closes it: the request is lost with a connection
// reset (the e2e suite saw one, ECONNRESET, on a busy machine). The side that closes must be the
// one that waits longer, so the server outlasts the usual idle timeouts of the proxies and load
// balancers in front of it (60 s is the default idle timeout of AWS's Application Load Balancer
// and of nginx's upstream keepalive). The headers timeout stays above it, so that a connection waiting for
// its next request is never cut by the headers timer first.
import type http from 'node:http';

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

export function applyKeepAlive(server: http.Server): http.Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  return server;
}
