// @vitest-environment node
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { samples } from '../test/samples';
import { EMBED_TYPES, EmbedRenderer } from './embed-renderer';

vi.mock('@nsv/shell', () => ({ modal: { open: vi.fn(), closeAll: vi.fn() } }));

async function renderOnServer(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('server rendering', () => {
  it.each(EMBED_TYPES)('renders the %s block with its styles in the HTML', async (type) => {
    const html = await renderOnServer(
      <html lang="nl">
        <body>
          <EmbedRenderer
            type={type}
            slug={`${type}-1`}
            data={samples[type].data}
            onSubscribe={() => Promise.resolve()}
          />
        </body>
      </html>,
    );
    expect(html).toContain(`data-nsv-block="${type}"`);
    // The block's stylesheet is hoisted into <head> by React, so the first paint is styled.
    expect(html).toMatch(
      /<head>.*<style data-precedence="nsv-embeds" data-href="[^"]*nsv-embeds-base/s,
    );
    // Nothing loads from a third party: the one address of one in the HTML is the video's link to
    // its page on YouTube (a link loads nothing), which the video block carries for readers
    // without JavaScript.
    const watchLink = / href="https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}"/g;
    expect(html.match(watchLink) ?? []).toHaveLength(type === 'video' ? 1 : 0);
    expect(html.replace(watchLink, '')).not.toMatch(/youtube|instagram\.com\/p|<iframe/);
  });

  it('renders the newsletter signup as a form that posts without JavaScript, with the outcome', async () => {
    const html = await renderOnServer(
      <EmbedRenderer
        type="newsletter-signup"
        slug="nb"
        data={samples['newsletter-signup'].data}
        onSubscribe={() => Promise.resolve()}
        subscribeAction="/nieuwsbrief/aanmelden?blok=nb"
        subscribeStatus="error"
      />,
    );
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/nieuwsbrief/aanmelden?blok=nb"');
    expect(html).toContain('Aanmelden is niet gelukt.');
  });

  it.each(EMBED_TYPES)(
    'with idPrefix the %s block names its elements the same wherever it sits in the tree',
    async (type) => {
      const block = (
        <EmbedRenderer
          type={type}
          slug={`${type}-1`}
          data={samples[type].data}
          onSubscribe={() => Promise.resolve()}
          idPrefix="nsv-blok-1"
        />
      );
      const ids = (html: string) => [...html.matchAll(/\bid="([^"]*)"/g)].map((match) => match[1]);
      const alone = ids(await renderOnServer(block));
      const nested = ids(
        await renderOnServer(
          <main>
            <p id="voor">Voor het blok</p>
            <div>
              <section>{block}</section>
            </div>
          </main>,
        ),
      );
      // A block hydrated on its own (an island) must find the ids the page's render gave it.
      expect(nested).toEqual(['voor', ...alone]);
      for (const id of alone) expect(id?.startsWith('nsv-blok-1')).toBe(true);
    },
  );
});
