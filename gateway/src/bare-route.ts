import express, { type Express } from 'express';

/**
 * The yardstick of `npm run bench`: an Express app with one route that sends fixed JSON bytes and does nothing
 * else, so the gateway's hot read can be compared with the cheapest answer Express can give.
 */
export function bareRoute(path: string, body: Buffer): Express {
  const app = express();
  app.get(path, (_req, res) => {
    res.type('application/json').send(body);
  });
  return app;
}
