import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeatureList } from './feature-list.js';
import { RegionOutlineSvg } from './region-outline.js';

describe('RegionOutlineSvg', () => {
  it('draws the polygon as an image named by its title', () => {
    const html = renderToStaticMarkup(
      <RegionOutlineSvg
        name="Sölden"
        coordinates={[
          [
            [11, 46.9],
            [11.1, 46.9],
            [11.05, 47],
            [11, 46.9],
          ],
        ]}
      />,
    );
    const titleId = /<title id="([^"]+)">Omtrek van het skigebied Sölden<\/title>/.exec(html)?.[1];
    expect(titleId).toBeTruthy();
    expect(html).toContain(`role="img" aria-labelledby="${titleId}"`);
    expect(html).toMatch(/<path d="M[\d.]+ [\d.]+ L/);
  });

  it('renders nothing without a usable polygon', () => {
    expect(renderToStaticMarkup(<RegionOutlineSvg name="Leeg" coordinates={[]} />)).toBe('');
  });
});

describe('FeatureList', () => {
  it('shows each rating as stars for the eye and in words for screen readers, with the feature page linked', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <FeatureList
          features={[
            {
              id: 'f1',
              name: 'Gletsjers',
              rating: 5,
              description: 'Twee gletsjers.',
              pagePath: '/regios/solden/gletsjer',
            },
            { id: 'f2', name: '007 Elements', rating: 4, description: 'Museum.', pagePath: null },
          ]}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('<a href="/regios/solden/gletsjer" data-discover="true">Gletsjers</a>');
    expect(html).toContain(
      '<span aria-hidden="true">★★★★☆</span><span class="visually-hidden">4 van 5 sterren</span>',
    );
    expect(html).toContain('<h3>007 Elements</h3>');
  });
});
