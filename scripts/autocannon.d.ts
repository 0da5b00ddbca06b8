// The part of autocannon's API that scripts/bench-load.ts uses (the package ships no types and
// @types/autocannon is not a dependency).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Histogram = { average: number; mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    verifyBody?: (body: string) => boolean;
  };
  export type Instance = EventEmitter &
    PromiseLike<Result> & {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
      ): Instance;
      stop(): void;
    };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
