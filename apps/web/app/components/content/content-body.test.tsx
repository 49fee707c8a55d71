import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentBody } from './content-body.js';

describe('ContentBody', () => {
  it('renders the HTML with the embed block in place of its marker', () => {
    const html = renderToString(
      <MemoryRouter>
        <ContentBody
          content={{
            rendered: '<p>Voor</p><div data-embed-slug="noot"></div><p>Na</p>',
            embeds: [
              {
                type: 'editorial-note',
                slug: 'noot',
                data: { title: 'Van de redactie', text: 'Dit is een noot.' },
              },
            ],
          }}
        />
      </MemoryRouter>,
    );
    const before = html.indexOf('<p>Voor</p>');
    const note = html.indexOf('Dit is een noot.');
    const after = html.indexOf('<p>Na</p>');
    expect(before).toBeGreaterThanOrEqual(0);
    expect(note).toBeGreaterThan(before);
    expect(after).toBeGreaterThan(note);
    expect(html).not.toContain('data-embed-slug');
  });
});
