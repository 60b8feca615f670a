/** The part of autocannon's programmatic API the load benchmark uses (the package ships no types). */
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  };

  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };

  export type RequestSpec<Context = Record<string, unknown>> = Request & {
    setupRequest?: (request: Request, context: Context) => Request | undefined;
    onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    /** Requests per second for all connections together: a fixed offered load. */
    overallRate?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec<never>[];
  };

  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export type Instance = PromiseLike<Result> & { stop(): void };

  export default function autocannon(options: Options): Instance;
}
