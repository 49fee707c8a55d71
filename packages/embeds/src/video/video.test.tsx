import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Video } from './video';

const poster = {
  url: '/media/freeride.jpg',
  width: 1280,
  height: 720,
  alt: 'Freerider in diepe sneeuw',
};

describe('Video facade', () => {
  it('loads nothing from YouTube before the click, then plays from the no-cookie host', async () => {
    const { container } = render(
      <Video
        data={{ provider: 'youtube', title: 'Freeriden in Lech', videoId: 'dQw4w9WgXcQ', poster }}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    // The one YouTube address before the click is the link to the video's page (a link loads
    // nothing); everything else in the block is our own.
    const link = screen.getByRole('link', { name: 'Video laden' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const withoutLink = container.cloneNode(true) as HTMLElement;
    withoutLink.querySelector('a[href^="https://www.youtube.com/watch"]')!.removeAttribute('href');
    expect(withoutLink.innerHTML).not.toMatch(/youtube|ytimg/);
    expect(
      screen.getByText(
        'Deze video wordt geladen van YouTube. Daarbij kan YouTube gegevens over je verzamelen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Freerider in diepe sneeuw' })).toHaveAttribute(
      'src',
      '/media/freeride.jpg?w=1024',
    );

    await userEvent.click(link);

    const frame = container.querySelector('iframe');
    expect(frame).not.toBeNull();
    const src = new URL(frame!.getAttribute('src')!);
    expect(src.host).toBe('www.youtube-nocookie.com');
    expect(src.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('title', 'Freeriden in Lech');
    expect(frame).toHaveFocus();
  });

  it('loads nothing from Vimeo before the click, then the do-not-track player', async () => {
    const { container } = render(
      <Video data={{ provider: 'vimeo', title: 'Lawinecursus', videoId: '76979871' }} />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/Deze video wordt geladen van Vimeo\./)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Video laden' });
    expect(link).toHaveAttribute('href', 'https://vimeo.com/76979871');
    await userEvent.click(link);
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('loads the player on a plain click or Enter on the link, and leaves other clicks to the browser', async () => {
    const { container, unmount } = render(
      <Video data={{ provider: 'youtube', title: 'Freeriden in Lech', videoId: 'dQw4w9WgXcQ' }} />,
    );
    const link = screen.getByRole('link', { name: 'Video laden' });
    // A new tab or window (Ctrl, Cmd, Shift) opens the video's page as a link does.
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
      expect(fireEvent.click(link, { [modifier]: true })).toBe(true);
    }
    expect(container.querySelector('iframe')).toBeNull();
    // fireEvent answers false when the handler prevented the default: the browser stays on the page.
    expect(fireEvent.click(link)).toBe(false);
    expect(container.querySelector('iframe')).not.toBeNull();
    unmount();

    const again = render(
      <Video data={{ provider: 'vimeo', title: 'Lawinecursus', videoId: '76979871' }} />,
    );
    screen.getByRole('link', { name: 'Video laden' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(again.container.querySelector('iframe')).toHaveFocus();
  });

  it('links to our own file beside the player, also on the media host', () => {
    render(
      <Video
        data={{ provider: 'generic', title: 'Clubkampioenschap', url: '/media/club.mp4' }}
        mediaBaseUrl="https://api.nsv.nl"
      />,
    );
    const link = screen.getByRole('link', { name: 'Download de video' });
    expect(link).toHaveAttribute('href', 'https://api.nsv.nl/media/club.mp4');
    // Shown beside the player, not only as the fallback of a browser without <video>.
    expect(link.closest('video')).toBeNull();
  });

  it('plays our own file in a <video> with poster, without a facade', () => {
    const { container } = render(
      <Video
        data={{
          provider: 'generic',
          title: 'Clubkampioenschap',
          url: '/media/club.mp4',
          poster,
          duration: 185,
        }}
      />,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/club.mp4');
    expect(video).toHaveAttribute('poster', '/media/freeride.jpg?w=1024');
    expect(video).toHaveAttribute('preload', 'none');
    expect(screen.queryByRole('button', { name: 'Video laden' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Video laden' })).toBeNull();
    expect(screen.getByText('(3:05)')).toBeInTheDocument();
  });

  it('names our own file after its title and keeps 16:9 room for it without a poster', () => {
    const { container } = render(
      <Video data={{ provider: 'generic', title: 'Clubkampioenschap', url: '/media/club.mp4' }} />,
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAccessibleName('Clubkampioenschap');
    expect(video).not.toHaveAttribute('poster');
    expect(video).toHaveClass('nsv-video__player--wide');
    expect(document.head.querySelector('style[data-href="nsv-embeds-video"]')?.textContent).toMatch(
      /\.nsv-video__player--wide \{ aspect-ratio: 16 \/ 9; \}/,
    );
  });

  it('shows a notice for a generic video without a url', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Video data={{ provider: 'generic', title: 'Zonder bestand' }} />);
    expect(screen.getByText('Deze video kan niet worden getoond.')).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('generic video without url'));
  });

  it('shows a notice and warns in development for an invalid id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <Video data={{ provider: 'youtube', title: 'Kapot', videoId: 'x' }} />,
    );
    expect(screen.getByText('Deze video kan niet worden getoond.')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid YouTube videoId'));
  });
});
