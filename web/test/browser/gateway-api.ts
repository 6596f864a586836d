import { expect } from 'vitest';

/** A call to the product's REST surface that must succeed: its envelope's `data`. */
export async function gatewayCall<T>(baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { result: number; message: string; data: T };
  expect(envelope.result, `${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}
