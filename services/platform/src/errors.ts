import { status as GrpcStatus } from '@grpc/grpc-js';

/** How a domain failure should be understood by callers; maps to a gRPC status and an envelope result. */
export type ErrorKind =
  | 'INVALID_ARGUMENT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'FAILED_PRECONDITION'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'RESOURCE_EXHAUSTED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

/** A failure a caller can act on: a stable machine reason plus a human message. */
export class DomainError extends Error {
  /** For RESOURCE_EXHAUSTED: how long until trying again can succeed (the gateway's Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly reason: string,
    message: string,
    readonly kind: ErrorKind = 'FAILED_PRECONDITION',
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

const grpcStatusByKind: Record<ErrorKind, GrpcStatus> = {
  INVALID_ARGUMENT: GrpcStatus.INVALID_ARGUMENT,
  NOT_FOUND: GrpcStatus.NOT_FOUND,
  CONFLICT: GrpcStatus.ALREADY_EXISTS,
  FAILED_PRECONDITION: GrpcStatus.FAILED_PRECONDITION,
  UNAUTHENTICATED: GrpcStatus.UNAUTHENTICATED,
  PERMISSION_DENIED: GrpcStatus.PERMISSION_DENIED,
  RESOURCE_EXHAUSTED: GrpcStatus.RESOURCE_EXHAUSTED,
  UNAVAILABLE: GrpcStatus.UNAVAILABLE,
  INTERNAL: GrpcStatus.INTERNAL,
};

export function grpcStatusFor(kind: ErrorKind): GrpcStatus {
  return grpcStatusByKind[kind];
}

export function kindForGrpcStatus(code: GrpcStatus): ErrorKind {
  switch (code) {
    case GrpcStatus.INVALID_ARGUMENT:
    case GrpcStatus.OUT_OF_RANGE:
      return 'INVALID_ARGUMENT';
    case GrpcStatus.NOT_FOUND:
      return 'NOT_FOUND';
    case GrpcStatus.ALREADY_EXISTS:
    case GrpcStatus.ABORTED:
      return 'CONFLICT';
    case GrpcStatus.FAILED_PRECONDITION:
      return 'FAILED_PRECONDITION';
    case GrpcStatus.UNAUTHENTICATED:
      return 'UNAUTHENTICATED';
    case GrpcStatus.PERMISSION_DENIED:
      return 'PERMISSION_DENIED';
    case GrpcStatus.RESOURCE_EXHAUSTED:
      return 'RESOURCE_EXHAUSTED';
    case GrpcStatus.UNAVAILABLE:
    case GrpcStatus.DEADLINE_EXCEEDED:
    case GrpcStatus.CANCELLED:
      return 'UNAVAILABLE';
    default:
      return 'INTERNAL';
  }
}

/** The envelope's `result` code (and HTTP status) for each kind. */
const envelopeResultByKind: Record<ErrorKind, number> = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FAILED_PRECONDITION: 409,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export function envelopeResultFor(kind: ErrorKind): number {
  return envelopeResultByKind[kind];
}
