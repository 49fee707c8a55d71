import { isRouteErrorResponse } from 'react-router';

/** What the error page shows: status code, status message and the error's message. */
export interface RouteErrorInfo {
  status: number;
  statusText: string;
  message: string;
}

/**
 * The status messages in Dutch, as the page shows them. The spec's defaults ('Page Not Found',
 * 'Internal Server Error') and the HTTP reason phrases a route throws stay the errors' own words
 * (logs, tests of the raw answer); a Dutch page does not show them in English.
 */
const STATUS_TEXTS: Record<number, string> = {
  400: 'Ongeldig verzoek',
  401: 'Niet ingelogd',
  403: 'Geen toegang',
  404: 'Pagina niet gevonden',
  405: 'Methode niet toegestaan',
  410: 'Pagina verwijderd',
  413: 'Verzoek te groot',
  429: 'Te veel verzoeken',
  500: 'Interne serverfout',
  502: 'Ongeldig antwoord van een andere server',
  503: 'Dienst niet beschikbaar',
  504: 'Geen antwoord van een andere server',
};

/** The Dutch status message; anything unknown that is not a 404 is shown as a server error. */
export function defaultStatusText(status: number): string {
  return STATUS_TEXTS[status] ?? STATUS_TEXTS[status === 404 ? 404 : 500]!;
}

/**
 * The spec's English error messages in Dutch: 'Page not found: {path}' (an unmatched route) and
 * 'Page Not Found: {path}' (a failed validation rule) become 'Pagina niet gevonden: {path}';
 * React Router's own word for a hidden server error too. Other messages are Dutch already.
 */
export function dutchErrorMessage(message: string): string {
  const notFound = /^Page not found: (.*)$/is.exec(message);
  if (notFound) return `Pagina niet gevonden: ${notFound[1]}`;
  if (message === 'Unexpected Server Error') return 'Onverwachte serverfout';
  return message;
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
      statusText: defaultStatusText(error.status),
      message: dutchErrorMessage(message),
    };
  }
  if (error instanceof Error) {
    return {
      status: 500,
      statusText: defaultStatusText(500),
      message: dutchErrorMessage(error.message),
    };
  }
  return { status: 500, statusText: defaultStatusText(500), message: '' };
}
