import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeRouteError, detailLanguage, errorHeading } from './route-error.js';

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

describe('detailLanguage', () => {
  it('marks status messages and the spec’s English messages as English, ours not', () => {
    expect(detailLanguage('Page Not Found', 'statusText')).toBe('en');
    expect(detailLanguage('Service Unavailable', 'statusText')).toBe('en');
    expect(detailLanguage('Page not found: /x', 'message')).toBe('en');
    expect(detailLanguage('Page Not Found: /x?y=1', 'message')).toBe('en');
    expect(detailLanguage('Unexpected Server Error', 'message')).toBe('en');
    expect(detailLanguage('Je gegevens konden niet worden geladen.', 'message')).toBeUndefined();
  });
});

describe('errorHeading', () => {
  it('names a 404 and every other status in Dutch', () => {
    expect(errorHeading(404)).toBe('Deze pagina bestaat niet');
    expect(errorHeading(500)).toBe('Er ging iets mis');
    expect(errorHeading(503)).toBe('Er ging iets mis');
  });
});
