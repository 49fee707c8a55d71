import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { samples } from '../test/samples';
import { EMBED_TYPES, EmbedRenderer } from './embed-renderer';

vi.mock('@nsv/shell', () => ({ modal: { open: vi.fn(), closeAll: vi.fn() } }));

describe('EmbedRenderer dispatch', () => {
  it('has a sample for every type', () => {
    expect(Object.keys(samples).sort()).toEqual([...EMBED_TYPES].sort());
  });

  it.each(EMBED_TYPES)('renders the %s block', async (type) => {
    const { data, text } = samples[type];
    const { container } = render(
      <EmbedRenderer
        type={type}
        slug={`${type}-1`}
        data={data}
        onSubscribe={() => Promise.resolve()}
      />,
    );
    // Most blocks load through import(), which vitest transforms on first use: on a busy machine
    // that took over the default 1 s (sport-match failed so in a full run), hence the longer wait.
    expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-nsv-block]')).toHaveLength(1);
    expect(container.querySelector('[data-nsv-block]')).toHaveAttribute('data-nsv-block', type);
  });

  it('renders nothing for an unknown type and warns in development', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<EmbedRenderer type="poll" slug="poll-1" data={{}} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown embed type "poll"'));
  });

  it('renders nothing for an unknown type and stays quiet in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<EmbedRenderer type="poll" slug="poll-1" data={{}} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).not.toHaveBeenCalled();
  });

  it('contains a block that fails on bad data instead of breaking the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const { container } = render(
      <div>
        <p>Artikeltekst</p>
        <EmbedRenderer type="sport-match" slug="bad" data={{ competitors: 'geen lijst' }} />
      </div>,
    );
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('embed "bad"'), expect.anything()),
    );
    expect(screen.getByText('Artikeltekst')).toBeInTheDocument();
    expect(container.querySelector('[data-nsv-block]')).toBeNull();
  });

  it('renders no newsletter signup without onSubscribe', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <EmbedRenderer type="newsletter-signup" slug="nb" data={samples['newsletter-signup'].data} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalled();
  });
});
