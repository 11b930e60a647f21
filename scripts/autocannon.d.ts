/** The part of autocannon 9's API that scripts/bench.ts uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }
    interface Client {
      setHeaders(headers: Record<string, string>): void;
      /** This client's own requests (the `requests` option's objects are shared by every client). */
      setRequests(requests: Request[]): void;
    }
    interface Options {
      url: string;
      connections?: number;
      /** Worker threads the load is generated from (connections are divided among them). */
      workers?: number;
      duration?: number;
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
      setupClient?: (client: Client) => void;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
      /** Answers by HTTP status. */
      statusCodeStats?: Record<string, { count: number }>;
      /** How long the run took, seconds. */
      duration: number;
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {}
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
