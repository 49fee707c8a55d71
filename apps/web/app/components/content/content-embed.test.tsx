// @vitest-environment node
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ContentEmbed } from './content-embed.js';

async function render(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const ids = (html: string) => [...html.matchAll(/\bid="([^"]*)"/g)].map((match) => match[1]);

describe('ContentEmbed', () => {
  // An island document hydrates the block as a root of its own (decision 0518): the ids React
  // gives it there must be those the page's render gave it, deep inside the page.
  it('names a block’s elements from its slug, wherever the block sits in the tree', async () => {
    const block = (
      <ContentEmbed
        type="newsletter-signup"
        slug="nieuwsbrief-blok"
        data={{ title: 'Nieuwsbrief', text: 'Maandelijks.', buttonLabel: 'Aanmelden' }}
        subscribeAction="/nieuwsbrief/aanmelden?blok=nieuwsbrief-blok"
      />
    );
    const alone = ids(await render(block));
    const inPage = ids(
      await render(
        <main>
          <h1 id="kop">Artikel</h1>
          <div>
            <section>{block}</section>
          </div>
        </main>,
      ),
    );
    expect(alone).toContain('nsv-nieuwsbrief-blok-email');
    expect(inPage).toEqual(['kop', ...alone]);
  });
});
