// The few autocannon 9 options and result fields the cluster tests and `npm run perf` read (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** Requests per second across all connections, at most. */
    overallRate?: number;
    /** Requests sent in turn on each connection (paths relative to `url`). */
    requests?: Array<{ path?: string; method?: string; headers?: Record<string, string> }>;
  }
  interface Stats {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    requests: Stats;
    latency: Stats;
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    duration: number;
    '2xx': number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  /** The run; `stop()` ends it early, resolving it with what was measured so far. */
  function autocannon(options: Options): Promise<Result> & { stop(): void };
  export default autocannon;
}
