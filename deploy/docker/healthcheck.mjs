// The image's HEALTHCHECK, with no dependencies (distroless has no shell, curl or grpc_health_probe).
//   services (kind grpc): grpc.health.v1.Health/Check for the whole server ("") on <SERVICE>_GRPC_PORT
//   gateway and web (kind http): GET /healthz on PORT
// Exit 0 when healthy, 1 otherwise. Kubernetes uses its own grpc/httpGet probes instead (charts/mindprint).
import { readFileSync } from 'node:fs';
import { connect } from 'node:http2';

const { component, kind } = JSON.parse(readFileSync(new URL('./component.json', import.meta.url), 'utf8'));
const defaultGrpcPorts = { exam: 50051, order: 50052, payment: 50053, subscription: 50054, user: 50055, content: 50056, notification: 50057 };
// /healthz asks every service, each within the gateway's gRPC deadline (GRPC_DEADLINE_MS, 5 s).
const timeoutMs = Number(process.env.HEALTHCHECK_TIMEOUT_MS || (kind === 'http' ? 8000 : 3000));

const fail = (reason) => {
  console.error(`${component} unhealthy: ${reason}`);
  process.exit(1);
};
setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs).unref();

if (kind === 'http') {
  const port = process.env.PORT || 8080;
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(timeoutMs) }).catch((e) => fail(e.message));
  if (res.status !== 200) fail(`/healthz answered ${res.status}`);
  process.exit(0);
}

const port = process.env[`${component.toUpperCase()}_GRPC_PORT`] || defaultGrpcPorts[component];
const session = connect(`http://127.0.0.1:${port}`);
session.on('error', (e) => fail(e.message));
// HealthCheckRequest{service: ""} encodes to zero bytes: one gRPC frame = 1 flag byte + 4 length bytes.
const stream = session.request({
  ':method': 'POST',
  ':path': '/grpc.health.v1.Health/Check',
  'content-type': 'application/grpc',
  te: 'trailers',
});
const chunks = [];
stream.on('data', (chunk) => chunks.push(chunk));
stream.on('trailers', (trailers) => {
  const status = trailers['grpc-status'];
  if (status !== '0') fail(`grpc-status ${status} ${trailers['grpc-message'] ?? ''}`);
});
stream.on('end', () => {
  session.close();
  // HealthCheckResponse{status}: field 1, varint; SERVING = 1, so the message is 0x08 0x01.
  const body = Buffer.concat(chunks).subarray(5);
  const serving = body.length >= 2 && body[0] === 0x08 && body[1] === 0x01;
  if (!serving) fail(`status ${body.length >= 2 ? body[1] : 'UNKNOWN (0)'}`);
  process.exit(0);
});
stream.on('error', (e) => fail(e.message));
stream.end(Buffer.alloc(5));
