import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Machine-readable error codes of the provider's JSON errors. */
export type ErrorCode =
  | 'bad-request'
  | 'unauthorized'
  | 'origin-not-allowed'
  | 'not-found'
  | 'conflict'
  | 'payload-too-large'
  | 'bad-gateway'
  | 'internal';

/** An error that becomes a JSON answer `{ error: { code, message } }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The JSON body of every error answer. */
export function errorBody(code: ErrorCode, message: string) {
  return { error: { code, message } };
}

/** 404 for a missing record, naming what was looked for. */
export function notFound(what: string): HttpError {
  return new HttpError(404, 'not-found', `${what} not found`);
}
