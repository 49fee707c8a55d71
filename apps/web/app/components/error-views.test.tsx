import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteErrorInfo } from '../lib/route-error.js';
import { ErrorView } from './error-views.js';

const render = (info: RouteErrorInfo) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ErrorView {...info} />
    </MemoryRouter>,
  );

describe('ErrorView', () => {
  it('shows the not-found view with status, status message and message for a 404', () => {
    const html = render({
      status: 404,
      statusText: 'Page Not Found',
      message: 'Page not found: /x',
    });
    expect(html).toContain('data-error-view="not-found"');
    expect(html).toContain('<dd>404</dd>');
    // The spec's English words, marked as English on the Dutch page (WCAG 3.1.2).
    expect(html).toContain('<dd lang="en">Page Not Found</dd>');
    expect(html).toContain('<dd lang="en">Page not found: /x</dd>');
  });

  it('shows the server-error view for every other status', () => {
    for (const status of [500, 503, 403]) {
      const html = render({ status, statusText: 'Internal Server Error', message: 'kapot' });
      expect(html).toContain('data-error-view="server-error"');
      expect(html).toContain(`<dd>${status}</dd>`);
      // A message our routes wrote is Dutch: no language of its own.
      expect(html).toContain('<dd>kapot</dd>');
    }
  });

  it('leaves out the message row when there is no message', () => {
    const html = render({ status: 500, statusText: 'Internal Server Error', message: '' });
    expect(html).not.toContain('Melding');
  });
});
