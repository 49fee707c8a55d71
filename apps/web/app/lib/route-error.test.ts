import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeRouteError } from './route-error.js';

/** What React Router hands the error boundary for a `data(value, init)` thrown by a loader. */
function thrownData(value: unknown, init: { status: number; statusText?: string }) {
  return new ErrorResponseImpl(init.status, init.statusText, value);
}

describe('describeRouteError', () => {
  it("shows a 404 with the spec's default status message and the thrown message", () => {
    const error = thrownData('Page not found: /bestaat-niet', { status: 404 });
    expect(describeRouteError(error)).toEqual({
      status: 404,
      statusText: 'Page Not Found',
      message: 'Page not found: /bestaat-niet',
    });
  });

  it('keeps a given status message and reads `message` from object data', () => {
    const error = thrownData(
      { message: 'De API is onbereikbaar' },
      { status: 503, statusText: 'Service Unavailable' },
    );
    expect(describeRouteError(error)).toEqual({
      status: 503,
      statusText: 'Service Unavailable',
      message: 'De API is onbereikbaar',
    });
  });

  it('treats a thrown Error as a 500 Internal Server Error with its message', () => {
    expect(describeRouteError(new Error('kapot'))).toEqual({
      status: 500,
      statusText: 'Internal Server Error',
      message: 'kapot',
    });
  });

  it('defaults to 500 for anything else', () => {
    expect(describeRouteError('???')).toEqual({
      status: 500,
      statusText: 'Internal Server Error',
      message: '',
    });
  });
});
