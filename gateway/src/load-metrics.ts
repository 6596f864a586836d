import type { ServerResponse } from 'node:http';

type Surface = 'base' | 'pay';

/**
 * The gateway's load, what the HPAs scale on (charts/mindprint metricsAdapter): requests in flight now and
 * requests served since start, per surface, in Prometheus' text format on a port of its own (not the Ingress's).
 */
export class LoadMetrics {
  private inFlight = 0;
  private readonly served: Record<Surface, number> = { base: 0, pay: 0 };

  constructor(private readonly payPrefix: string) {}

  /** Counts one request (by its path) until its response closes, but the probes; under the pay prefix it is the pay surface's. */
  track(path: string, res: ServerResponse): void {
    if (path === '/healthz' || path === '/readyz') return;
    const surface: Surface = path === this.payPrefix || path.startsWith(`${this.payPrefix}/`) ? 'pay' : 'base';
    this.inFlight++;
    res.once('close', () => {
      this.inFlight--;
      this.served[surface]++;
    });
  }

  text(): string {
    return [
      '# HELP mindprint_http_requests_in_flight Requests the gateway is answering now.',
      '# TYPE mindprint_http_requests_in_flight gauge',
      `mindprint_http_requests_in_flight ${this.inFlight}`,
      '# HELP mindprint_http_requests_total Requests the gateway has answered, by surface.',
      '# TYPE mindprint_http_requests_total counter',
      ...(Object.keys(this.served) as Surface[]).map((s) => `mindprint_http_requests_total{surface="${s}"} ${this.served[s]}`),
      '',
    ].join('\n');
  }
}
