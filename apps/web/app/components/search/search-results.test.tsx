import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { snippetParts } from '../../lib/search.js';
import { Pagination } from './pagination.js';
import { SearchResults } from './search-results.js';

describe('SearchResults', () => {
  it('renders heading link, kind, marked snippet and a decorative thumbnail; API text never becomes HTML', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SearchResults
          items={[
            {
              id: '1',
              kind: 'TOPIC',
              path: '/regios/solden',
              heading: 'Wintersport in Sölden',
              snippet: snippetParts('&lt;img src=x onerror=alert(1)&gt; <mark>Sölden</mark>'),
              thumbnail: {
                src: '/media/solden.jpg?w=240',
                width: 1200,
                height: 800,
                alt: 'Sölden',
              },
              isAdvertorial: false,
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(html).toContain(
      '<h3 class="search-result__heading"><a href="/regios/solden" data-discover="true">Wintersport in Sölden</a></h3>',
    );
    expect(html).toContain('<p class="search-result__kind">Onderwerp</p>');
    expect(html).toContain('<mark>Sölden</mark>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toMatch(
      /<img class="search-result__image" src="\/media\/solden.jpg\?w=240" alt="" width="120" height="80"/,
    );
  });

  // QA: /zoeken?q=gruber marked the paid article only 'Artikel'.
  it("labels a paid article's hit 'Advertorial' inside its heading link, besides its kind", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SearchResults
          items={[
            {
              id: '2',
              kind: 'ARTICLE',
              path: '/nieuws/2026/10/02/aanbieding-skihuur-leden',
              heading: 'Leden huren voordelig',
              snippet: snippetParts('Korting bij <mark>Gruber</mark>'),
              thumbnail: null,
              isAdvertorial: true,
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(html).toContain(
      '<h3 class="search-result__heading"><a href="/nieuws/2026/10/02/aanbieding-skihuur-leden" data-discover="true"><span class="advertorial-label">Advertorial<span class="advertorial-label__pause">: </span></span>Leden huren voordelig</a></h3>',
    );
    expect(html).toContain('<p class="search-result__kind">Artikel</p>');
  });
});

describe('Pagination', () => {
  const render = (page: number, total: number) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <Pagination
          page={page}
          total={total}
          pageSize={10}
          hrefFor={(n) => `?pagina=${n}`}
          label="Pagina's"
        />
      </MemoryRouter>,
    );

  it('links to the previous and next page and says where you are', () => {
    const html = render(2, 35);
    expect(html).toContain('href="/?pagina=1"');
    expect(html).toContain('href="/?pagina=3"');
    expect(html).toContain('Pagina 2 van 4');
  });

  it('renders nothing for a single page and no next link on the last', () => {
    expect(render(1, 7)).toBe('');
    expect(render(4, 35)).not.toContain('Volgende pagina');
  });
});
