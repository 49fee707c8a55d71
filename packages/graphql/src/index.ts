export { createClient, type CreateClientOptions } from './create-client.js';
export { createRequester, type GraphQLRequester, type RequesterOptions } from './request.js';
export { GraphQLRequestError, type GraphQLErrorEntry } from './request-error.js';
export {
  createRetryingFetch,
  retryDelay,
  RETRYABLE_STATUSES,
  type RetryOptions,
} from './retrying-fetch.js';
export {
  ERROR_CODE_TOASTS,
  toastForErrorCode,
  type ErrorToast,
  type ToastErrorCode,
} from './error-messages.js';
export type { Client, CombinedError } from '@urql/core';
export * from './generated/graphql.js';
