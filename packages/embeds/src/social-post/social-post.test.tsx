import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SocialPostData } from '../types';
import { SocialPost } from './social-post';
import { socialEmbedUrl } from './social-embed';

const post: SocialPostData = {
  network: 'instagram',
  url: 'https://www.instagram.com/p/C0dEx4mPl3/',
  author: '@skiverenigingnl',
  text: 'Eerste sneeuw op de Stubaier Gletscher!',
  posted_at: '2026-11-20T08:15:00+01:00',
  image: { url: '/media/stubai.jpg', width: 1080, height: 1080, alt: 'Besneeuwde gletsjer' },
};

describe('SocialPost facade', () => {
  it('shows our own copy and loads nothing from the network before the click', async () => {
    const { container } = render(<SocialPost data={post} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Eerste sneeuw op de Stubaier Gletscher!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Besneeuwde gletsjer' }).getAttribute('src')).toMatch(
      /^\/media\//,
    );
    expect(
      screen.getByText(
        'Dit bericht wordt geladen van Instagram. Daarbij kan Instagram gegevens over je verzamelen.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Bericht laden' }));
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.instagram.com/p/C0dEx4mPl3/embed/',
    );
  });

  it('builds the embed addresses of each network', () => {
    expect(socialEmbedUrl('twitter', 'https://x.com/knsb/status/1858123456789012345')).toBe(
      'https://platform.twitter.com/embed/Tweet.html?id=1858123456789012345&dnt=true',
    );
    expect(socialEmbedUrl('facebook', 'https://www.facebook.com/nsv/posts/123')).toBe(
      'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fnsv%2Fposts%2F123&show_text=true&width=500',
    );
    expect(socialEmbedUrl('instagram', 'https://example.com/p/abc')).toBeUndefined();
    expect(socialEmbedUrl('twitter', 'geen url')).toBeUndefined();
  });

  it('without an embeddable address shows the copy and a link only', () => {
    render(
      <SocialPost data={{ ...post, network: 'twitter', url: 'https://x.com/skiverenigingnl' }} />,
    );
    expect(screen.queryByRole('button', { name: 'Bericht laden' })).toBeNull();
    expect(screen.getByRole('link', { name: /Bekijk op X \(Twitter\)/ })).toHaveAttribute(
      'href',
      'https://x.com/skiverenigingnl',
    );
  });
});
