/** One entry of a GraphQL response's `errors`. */
export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

/**
 * Raised when the HTTP status is not ok or the response carries errors (error policy none, spec §7).
 * Its message is the first error's message, or a generic message with the status code.
 */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  /** The HTTP status of the (last) response. */
  readonly status: number;
  /** The response's `errors`, empty when it had none (or no JSON body). */
  readonly errors: readonly GraphQLErrorEntry[];

  constructor(status: number, errors: readonly GraphQLErrorEntry[] = []) {
    super(errors[0]?.message ?? `GraphQL request failed with status ${status}`);
    this.status = status;
    this.errors = errors;
  }

  /** The first error's `extensions.code` (e.g. 'session-not-found'), if any. */
  get code(): string | undefined {
    const code = this.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
}
