import { isRouteErrorResponse } from 'react-router';

/** What the error page shows: status code, status message and the error's message. */
export interface RouteErrorInfo {
  status: number;
  statusText: string;
  message: string;
}

/** The spec's default status messages; anything that is not a 404 is shown as a server error. */
export function defaultStatusText(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

/**
 * The page's own Dutch heading for a status, also its title: the status message and the error's
 * message are the spec's words ('Page Not Found', 'Page not found: {path}'), shown as details.
 */
export function errorHeading(status: number): string {
  return status === 404 ? 'Deze pagina bestaat niet' : 'Er ging iets mis';
}

/**
 * The language of a detail the page shows when it is not Dutch (WCAG 3.1.2): status messages are
 * HTTP's English reason phrases, and so are the spec's not-found messages and React Router's word
 * for a hidden server error; the messages our routes write are Dutch.
 */
export function detailLanguage(text: string, kind: 'statusText' | 'message'): 'en' | undefined {
  if (kind === 'statusText') return 'en';
  return /^(Page not found: |Unexpected Server Error$)/i.test(text) ? 'en' : undefined;
}

/** Reads any thrown value (route error response, Error, anything else) into what the error page shows; status defaults to 500. */
export function describeRouteError(error: unknown): RouteErrorInfo {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      typeof data === 'string'
        ? data
        : data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
          ? data.message
          : '';
    return {
      status: error.status,
      statusText: error.statusText || defaultStatusText(error.status),
      message,
    };
  }
  if (error instanceof Error) {
    return { status: 500, statusText: defaultStatusText(500), message: error.message };
  }
  return { status: 500, statusText: defaultStatusText(500), message: '' };
}
