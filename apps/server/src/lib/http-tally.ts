import { Gauge, type Metric, type Registry } from 'prom-client';

/** What prom-client's registry reads from a metric when it scrapes (`get()`), for the series built here. */
interface Series {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  values: { value: number; labels: Record<string, string | number>; metricName?: string }[];
}

const STATUS_CLASS = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx', 'other'] as const;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'other'] as const;
const methodIndex = (method: string) => {
  const i = (METHODS as readonly string[]).indexOf(method);
  return i === -1 ? METHODS.length - 1 : i;
};

/** One route's figures: answers by method and status class, and its response times in the histogram's buckets. */
interface RouteTally {
  counts: Float64Array;
  /** Not cumulative: buckets[i] counts times in (bounds[i-1], bounds[i]]; the last slot is above every bound. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * The HTTP figures of every request, kept as plain numbers and handed to prom-client only when Prometheus scrapes.
 * prom-client's own counter and histogram hash their labels on every call; on the hottest route (getLucinaInfo)
 * that and the rest of their bookkeeping were a noticeable share of the request's CPU, while here a request costs
 * a map lookup by route template and three additions.
 */
export function createHttpTally(
  registry: Registry,
  names: { requests: string; duration: string; inFlight: string },
  bounds: readonly number[],
) {
  const routes = new Map<string, RouteTally>();
  let inFlight = 0;

  new Gauge({
    name: names.inFlight,
    help: 'HTTP requests being served',
    registers: [registry],
    collect() {
      this.set(inFlight);
    },
  });

  // Registered as prom-client's own metrics are: the registry only calls get() (and reset()).
  const series = (get: () => Series) =>
    registry.registerMetric({
      name: get().name,
      get: async () => ({ ...get(), aggregator: 'sum' }),
      reset: () => routes.clear(),
    } as unknown as Metric);

  series(() => ({
    name: names.requests,
    help: 'HTTP requests answered',
    type: 'counter',
    values: [...routes].flatMap(([route, tally]) =>
      [...tally.counts].flatMap((value, i) =>
        value === 0
          ? []
          : [
              {
                value,
                labels: {
                  route,
                  method: METHODS[Math.floor(i / STATUS_CLASS.length)]!,
                  status_class: STATUS_CLASS[i % STATUS_CLASS.length]!,
                },
              },
            ],
      ),
    ),
  }));

  series(() => ({
    name: names.duration,
    help: 'HTTP response time',
    type: 'histogram',
    values: [...routes].flatMap(([route, tally]) => {
      let cumulative = 0;
      const buckets = [...bounds, Infinity].map((le, i) => {
        cumulative += tally.buckets[i]!;
        return {
          value: cumulative,
          labels: { route, le: le === Infinity ? '+Inf' : le },
          metricName: `${names.duration}_bucket`,
        };
      });
      return [
        ...buckets,
        { value: tally.sum, labels: { route }, metricName: `${names.duration}_sum` },
        { value: tally.count, labels: { route }, metricName: `${names.duration}_count` },
      ];
    }),
  }));

  return {
    started() {
      inFlight += 1;
    },
    /** `route`: a template from a small fixed set (never a raw path), so the map stays small. */
    finished(route: string, method: string, status: number, seconds: number) {
      inFlight -= 1;
      let tally = routes.get(route);
      if (!tally) {
        tally = {
          counts: new Float64Array(METHODS.length * STATUS_CLASS.length),
          buckets: new Float64Array(bounds.length + 1),
          sum: 0,
          count: 0,
        };
        routes.set(route, tally);
      }
      const statusClass = Math.min(Math.floor(status / 100), STATUS_CLASS.length - 1);
      tally.counts[methodIndex(method) * STATUS_CLASS.length + statusClass]! += 1;
      let bucket = 0;
      while (bucket < bounds.length && seconds > bounds[bucket]!) bucket += 1;
      tally.buckets[bucket]! += 1;
      tally.sum += seconds;
      tally.count += 1;
    },
  };
}
