import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeRouteError } from './route-error.js';

/** What React Router hands the error boundary for a `data(value, init)` thrown by a loader. */
function thrownData(value: unknown, init: { status: number; statusText?: string }) {
  return new ErrorResponseImpl(init.status, init.statusText, value);
}

describe('describeRouteError', () => {
  it("shows a 404 with the spec's messages in Dutch", () => {
    for (const [message, statusText] of [
      ['Page not found: /bestaat-niet', undefined],
      ['Page Not Found: /bestaat-niet', 'Page Not Found'],
    ] as const) {
      const error = thrownData(message, { status: 404, statusText });
      expect(describeRouteError(error)).toEqual({
        status: 404,
        statusText: 'Pagina niet gevonden',
        message: 'Pagina niet gevonden: /bestaat-niet',
      });
    }
  });

  it('shows the status message in Dutch and reads `message` from object data', () => {
    const error = thrownData(
      { message: 'De API is onbereikbaar' },
      { status: 503, statusText: 'Service Unavailable' },
    );
    expect(describeRouteError(error)).toEqual({
      status: 503,
      statusText: 'Dienst niet beschikbaar',
      message: 'De API is onbereikbaar',
    });
    // A status without a Dutch word of its own is a server error.
    expect(describeRouteError(thrownData('', { status: 418, statusText: "I'm a teapot" }))).toEqual(
      { status: 418, statusText: 'Interne serverfout', message: '' },
    );
  });

  it('treats a thrown Error as a 500 Interne serverfout with its message', () => {
    expect(describeRouteError(new Error('kapot'))).toEqual({
      status: 500,
      statusText: 'Interne serverfout',
      message: 'kapot',
    });
    expect(describeRouteError(new Error('Unexpected Server Error')).message).toBe(
      'Onverwachte serverfout',
    );
  });

  it('defaults to 500 for anything else', () => {
    expect(describeRouteError('???')).toEqual({
      status: 500,
      statusText: 'Interne serverfout',
      message: '',
    });
  });
});
