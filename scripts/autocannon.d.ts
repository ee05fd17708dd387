// The part of autocannon's programmatic API the benchmarks use (it ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Each request can be rewritten before it is sent (a different path per request). */
    requests?: { setupRequest?: (request: Request) => Request }[];
  };
  export type Request = { path?: string; method?: string; headers?: Record<string, string> };
  export default function autocannon(options: Options): Promise<Result>;
}
