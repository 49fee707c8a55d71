import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server.js';

afterEach(() => vi.restoreAllMocks());

/** React Router's own error response, as its request handler passes it for a 405 or 400. */
const routerAnswer = (status: number, statusText: string) =>
  new ErrorResponseImpl(status, statusText, `Error: ${statusText}`, true);

const context = (method = 'GET') => ({
  request: new Request('http://site.test/weblog', { method }),
  params: {},
  context: {} as never,
});

describe('handleError', () => {
  it('logs a server error with its method and path', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('kapot');
    handleError(error, context());
    expect(log).toHaveBeenCalledWith('[web] GET /weblog:', error);
  });

  it("does not log React Router's answers to requests it cannot take (4xx)", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handleError(routerAnswer(405, 'Method Not Allowed'), context('POST'));
    handleError(routerAnswer(400, 'Bad Request'), context());
    expect(log).not.toHaveBeenCalled();
    handleError(routerAnswer(500, 'Internal Server Error'), context());
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('does not log a request the visitor abandoned', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    controller.abort();
    handleError(new Error('afgebroken'), {
      ...context(),
      request: new Request('http://site.test/', { signal: controller.signal }),
    });
    expect(log).not.toHaveBeenCalled();
  });
});
