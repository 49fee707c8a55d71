import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FrontpageTeaser } from '../../lib/content-home.server.js';
import { FrontpageItems } from './frontpage-items.js';

const item = (id: string, heading: string, isAdvertorial: boolean): FrontpageTeaser => ({
  id,
  heading,
  description: 'Korting bij de skiverhuur.',
  url: `/nieuws/${id}`,
  isAdvertorial,
  image: { src: `/media/${id}.jpg?w=640`, width: 1600, height: 900, alt: heading },
});

describe('FrontpageItems', () => {
  // A front-page item that shows a paid article is labelled as that article's page labels it.
  it("labels a paid article's item 'Advertorial' inside its heading link, and no other", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <FrontpageItems
          items={[
            item('ski-huren', 'Leden huren voordelig', true),
            item('sneeuw', 'Sneeuw', false),
          ]}
        />
      </MemoryRouter>,
    );
    expect(html).toMatch(
      /<h3 class="frontpage-item__heading"><a [^>]*href="\/nieuws\/ski-huren"[^>]*><span class="advertorial-label">Advertorial<span class="advertorial-label__pause">: <\/span><\/span>Leden huren voordelig<\/a><\/h3>/,
    );
    expect(html).toMatch(
      /<h3 class="frontpage-item__heading"><a [^>]*href="\/nieuws\/sneeuw"[^>]*>Sneeuw<\/a><\/h3>/,
    );
    expect(html.match(/Advertorial</g)).toHaveLength(1);
  });
});
