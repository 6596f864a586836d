/**
 * The HTTP-like status code the error page shows for whatever a route threw:
 * a React Router error response (`throw data(..., { status: 404 })`), an `ApiError`-like
 * object with a numeric `status`/`result`, else 500.
 */
export function statusOfRouteError(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const { status, result } = error as { status?: unknown; result?: unknown };
    if (isHttpStatus(result) && result !== 200) return result;
    if (isHttpStatus(status) && status !== 200) return status;
  }
  return 500;
}

function isHttpStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;
}
