import type { NextFunction, Request, Response } from 'express';

type Surface = 'base' | 'pay';

/**
 * The gateway's load, what the HPAs scale on (charts/mindprint metricsAdapter): requests in flight now and
 * requests served since start, per surface, in Prometheus' text format on a port of its own (not the Ingress's).
 */
export class LoadMetrics {
  private inFlight = 0;
  private readonly served: Record<Surface, number> = { base: 0, pay: 0 };

  constructor(private readonly payPrefix: string) {}

  /** Counts every request but the probes; a request under the pay prefix belongs to the pay surface. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.path === '/healthz' || req.path === '/readyz') return next();
      const surface: Surface = req.path === this.payPrefix || req.path.startsWith(`${this.payPrefix}/`) ? 'pay' : 'base';
      this.inFlight++;
      res.once('close', () => {
        this.inFlight--;
        this.served[surface]++;
      });
      next();
    };
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
