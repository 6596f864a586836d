import { execFile, spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { context, INVALID_SPAN_CONTEXT, trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { createLogger, maskSensitiveText, requestLineWriter } from '../src/logger.js';
import { runWithRequestContext } from '../src/request-context.js';
import { startTelemetry } from '../src/telemetry.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, log: createLogger({ service: 'test', level: 'info' }, stream) };
}

describe('logger', () => {
  it('never writes secrets, e-mail addresses or card data', async () => {
    const { lines, log } = capture();
    log.info(
      { email: 'ann@example.com', password: 'hunter22', body: { cardNumber: '4242424242424242', cvc: '123' }, headers: { authorization: 'Bearer x', cookie: 'sid=1' } },
      'payment for ann@example.com with 4242 4242 4242 4242',
    );
    await new Promise((r) => setImmediate(r));
    const text = JSON.stringify(lines);
    for (const secret of ['ann@example.com', 'hunter22', '4242424242424242', '4242 4242 4242 4242', 'Bearer x', 'sid=1', '"123"']) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]?.msg).toContain('a***@example.com');
  });

  it('never writes order numbers or share tokens, as fields or inside a logged path', async () => {
    const { lines, log } = capture();
    log.info({ orderNumber: 'MP0123456789ABCDEFGHJK', request: { shareToken: 'c2hhcmUtdG9rZW4tdmFsdWU' }, path: maskSensitiveText('/api/exam/order/info/MPZZZZZZZZZZZZZZZZZZZZ') }, 'request');
    await new Promise((r) => setImmediate(r));
    const text = JSON.stringify(lines);
    for (const capability of ['MP0123456789ABCDEFGHJK', 'c2hhcmUtdG9rZW4tdmFsdWU', 'MPZZZZZZZZZZZZZZZZZZZZ']) expect(text).not.toContain(capability);
  });

  it('redacts sensitive fields three levels deep, in arrays, in a child’s bindings and on a logged error, leaving the caller’s objects as they were', async () => {
    const { lines, log } = capture();
    const fields = {
      paymentId: 'p-1',
      payer: { email: 'ann@example.com', name: 'Ann' },
      items: [{ token: 't-1', sku: 'mbti-report' }],
      request: { body: { card: '4242424242424242', country: 'US' } },
      deeper: { a: { b: { email: 'kept@example.com' } } },
      missing: undefined,
    };
    const before = structuredClone(fields);
    log.info(fields, 'payment created');
    const failure = Object.assign(new Error('declined'), { cvc: '123', code: 'card_declined' });
    log.child({ orderNumber: 'MP0123456789ABCDEFGHJK' }).error({ err: failure, paymentId: 'p-2' }, 'the provider refused');
    log.error(failure);
    await new Promise((r) => setImmediate(r));
    expect(fields).toEqual(before);
    expect(lines[0]).toMatchObject({
      paymentId: 'p-1',
      payer: { email: '[redacted]', name: 'Ann' },
      items: [{ token: '[redacted]', sku: 'mbti-report' }],
      request: { body: { card: '[redacted]', country: 'US' } },
      msg: 'payment created',
    });
    expect(lines[0]).not.toHaveProperty('missing');
    // As pino's paths (`name`, `*.name`, `*.*.name`) did: deeper than three levels is not looked at.
    expect(lines[0]).toMatchObject({ deeper: { a: { b: { email: 'kept@example.com' } } } });
    expect(lines[1]).toMatchObject({ orderNumber: '[redacted]', paymentId: 'p-2', err: { type: 'Error', message: 'declined', cvc: '[redacted]', code: 'card_declined' } });
    expect((lines[1]!.err as { stack: string }).stack).toContain('Error: declined');
    expect(lines[2]).toMatchObject({ msg: 'declined', err: { type: 'Error', message: 'declined', cvc: '[redacted]' } });
    expect(failure.cvc).toBe('123');
  });

  it('writes the per-request line with its fields, the path masked, and the trace and request ids', async () => {
    const { lines, log } = capture();
    const writeRequestLine = requestLineWriter(log);
    runWithRequestContext({ requestId: 'req-2', logId: 'log-2' }, () =>
      writeRequestLine({ requestId: 'req-2', logId: 'log-2', method: 'GET', path: '/api/exam/order/report/MP0123456789ABCDEFGHJK/ann@example.com', status: 200, ms: 1.5 }),
    );
    await new Promise((r) => setImmediate(r));
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request', service: 'test', request_id: 'req-2', log_id: 'log-2', method: 'GET', path: '/api/exam/order/report/MP[order]/a***@example.com', status: 200, ms: 1.5 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('MP0123456789ABCDEFGHJK');
  });

  it('writes the request line byte for byte as the logger’s own info() writes those fields, with and without a trace or log id', async () => {
    await startTelemetry({ serviceName: 'test' });
    const written: string[] = [];
    const log = createLogger({ service: 'gateway' }, { write: (line: string) => written.push(line.replace(/"time":\d+/, '"time":0')) });
    const writeRequestLine = requestLineWriter(log);
    const asTheLoggerWrites = log;
    const span = trace.wrapSpanContext({ traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: 1 });
    const lines = [
      { requestId: 'r-1', logId: undefined, method: 'GET', path: '/api/exam/question/list/1/EN', status: 200, ms: 0.4 },
      { requestId: 'r-2', logId: 'l-2', method: 'HEAD', path: '/api/exam/order/report/MP0123456789ABCDEFGHJK/ann@example.com', status: 304, ms: 12 },
      { requestId: 'r-3', logId: 'quote " and \\ and ü日', method: 'POST', path: '/pay-api/a"b\\c/4242 4242 4242 4242/ü', status: 503, ms: 1003.7 },
    ];
    for (const inSpan of [false, true]) {
      for (const line of lines) {
        const write = (how: () => void) => (inSpan ? context.with(trace.setSpan(context.active(), span), how) : how());
        // A request context of its own, whose ids the line's own ids replace.
        runWithRequestContext({ requestId: 'ctx', logId: 'ctx-log' }, () => {
          write(() => writeRequestLine(line));
          write(() =>
            asTheLoggerWrites.info({ request_id: line.requestId, log_id: line.logId, method: line.method, path: maskSensitiveText(line.path), status: line.status, ms: line.ms }, 'request'),
          );
        });
      }
    }
    expect(written).toHaveLength(12);
    for (let i = 0; i < written.length; i += 2) expect(written[i]).toBe(written[i + 1]);
    expect(written[6]).toContain('"trace_id":"0af7651916cd43dd8448eb211c80319c","span_id":"b7ad6b7169203331"');
    expect(written.join('')).not.toMatch(/MP0123456789|ann@|4242 4242/);
  });

  it('puts the trace id and request ids on every line', async () => {
    await startTelemetry({ serviceName: 'test' });
    const { lines, log } = capture();
    // A caller's trace (its traceparent), as a process without an exporter continues it.
    const span = trace.wrapSpanContext({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', traceFlags: 0 });
    context.with(trace.setSpan(context.active(), span), () =>
      runWithRequestContext({ requestId: 'req-1', logId: 'log-1' }, () => log.info('hello')),
    );
    await new Promise((r) => setImmediate(r));
    expect(lines[0]).toMatchObject({ trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', span_id: '00f067aa0ba902b7', request_id: 'req-1', log_id: 'log-1', service: 'test' });
  });

  it('writes no trace ids for a span no trace stands behind (all zeros, as a process without a tracer provider makes)', async () => {
    await startTelemetry({ serviceName: 'test' });
    const { lines, log } = capture();
    const writeLine = requestLineWriter(log);
    const untraced = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
    context.with(trace.setSpan(context.active(), untraced), () => {
      log.info('hello');
      writeLine({ requestId: 'req-2', logId: undefined, method: 'GET', path: '/api/x', status: 200, ms: 1 });
    });
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toHaveProperty('trace_id');
  });

  it('masks addresses and card-like numbers in free text', () => {
    expect(maskSensitiveText('to bob.smith@mail.example.org now')).toBe('to b***@mail.example.org now');
    expect(maskSensitiveText('card 5555-5555-5555-4444 declined')).toBe('card [card] declined');
    expect(maskSensitiveText('/api/exam/order/report/MP0123456789ABCDEFGHJK')).toBe('/api/exam/order/report/MP[order]');
  });

  it('writes standard output in blocks from every logger of the process, and loses no line when the process exits at once', async () => {
    // The built logger, as a process runs it: two services' loggers, then an immediate exit.
    const script = `
      const { createLogger } = await import('@mindprint/platform/logger');
      const loggers = [createLogger({ service: 'one' }), createLogger({ service: 'two' })];
      for (let i = 0; i < 3000; i++) loggers[i % 2].info({ i, padding: 'ü日'.repeat(70) }, 'line');
      process.exit(0);
    `;
    const repository = fileURLToPath(new URL('../../..', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: repository, maxBuffer: 64 * 1024 * 1024 });
    const lines = stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { i: number; service: string; padding: string });
    // Gathered as bytes: characters of several bytes come out whole.
    expect(lines.filter((line) => line.padding !== 'ü日'.repeat(70))).toEqual([]);
    expect(lines.map((line) => line.i).sort((a, b) => a - b)).toEqual(Array.from({ length: 3000 }, (_, i) => i));
    expect(lines.filter((line) => line.service === 'two')).toHaveLength(1500);
  });

  it('writes a quiet process’s line while it runs, without waiting for more lines or the exit', async () => {
    const script = `
      const { createLogger } = await import('@mindprint/platform/logger');
      createLogger({ service: 'quiet' }).info('the only line');
      setInterval(() => {}, 60_000);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: fileURLToPath(new URL('../../..', import.meta.url)) });
    try {
      const line = await new Promise<string>((resolve) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('\n')) resolve(text);
        });
      });
      expect(JSON.parse(line)).toMatchObject({ service: 'quiet', msg: 'the only line' });
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGKILL');
    }
  });
});
