import { describe, expect, it } from 'vitest';
import { pageUrl } from './content-url.js';

describe('pageUrl', () => {
  it('keeps a document request as it is', () => {
    expect(pageUrl(new Request('http://site.test/nieuws?pagina=2'))).toMatchObject({
      pathname: '/nieuws',
      search: '?pagina=2',
    });
  });

  it('strips the .data suffix and the _routes parameter of data requests', () => {
    const url = pageUrl(
      new Request('http://site.test/artikelen.data?pagina=2&_routes=article-list-artikelen-nl'),
    );
    expect(url.pathname).toBe('/artikelen');
    expect(url.search).toBe('?pagina=2');
    expect(url.searchParams.get('_routes')).toBeNull();
  });

  it('keeps the trailing slash of a trailing-slash data request', () => {
    expect(pageUrl(new Request('http://site.test/veiligheid/_.data')).pathname).toBe(
      '/veiligheid/',
    );
  });

  it('maps /_root.data to the home page', () => {
    expect(pageUrl(new Request('http://site.test/_root.data')).pathname).toBe('/');
  });
});
