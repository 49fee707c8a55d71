export { createClient, type CreateClientOptions } from './create-client.js';
export { createRequester, type GraphQLRequester, type RequesterOptions } from './request.js';
export { GraphQLRequestError, type GraphQLErrorEntry } from './request-error.js';
export {
  createRetryingFetch,
  neverReachedServer,
  NOT_SENT_ERROR_CODES,
  retryDelay,
  RETRYABLE_STATUSES,
  type RetryingFetchOptions,
  type RetryOptions,
} from './retrying-fetch.js';
export {
  ERROR_CODE_TOASTS,
  toastForErrorCode,
  type ErrorToast,
  type ToastErrorCode,
} from './error-messages.js';
export type { Client, CombinedError, Operation } from '@urql/core';
/** urql's context provider: mount it with a client so the generated `useXQuery` hooks can run. */
export { Provider as GraphQLProvider } from 'urql';
// The operations' types and typed documents, then the urql hooks that use those documents.
export * from './generated/graphql.js';
export * from './generated/urql.js';
