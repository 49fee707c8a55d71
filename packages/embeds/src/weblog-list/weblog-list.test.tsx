import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WeblogListData } from '../types';
import { WeblogList } from './weblog-list';

const post = {
  path: '/weblog/2026/11/20/eerste-sneeuw',
  heading: 'Eerste sneeuw op de gletsjers',
  introduction: 'Het seizoen is begonnen.',
  published_at: '2026-11-20T09:00:00+01:00',
  author: 'Anna de Vries',
};

const renderList = (items: WeblogListData['items']) =>
  render(<WeblogList data={{ title: 'Uit het weblog', items }} />);

/** The card (list item) whose heading links to `path`. */
const card = (path: string) =>
  screen.getAllByRole('listitem').find((item) => item.querySelector(`a[href="${path}"]`))!;

describe('WeblogList', () => {
  it('shows an ordinary post with its date and author, without a label', () => {
    renderList([post]);
    expect(screen.getByRole('link', { name: post.heading })).toBeInTheDocument();
    expect(within(card(post.path)).getByText('20 november 2026')).toHaveAttribute(
      'datetime',
      post.published_at,
    );
    expect(screen.queryByText('Advertorial')).toBeNull();
  });

  // The 'Uit het weblog' block of /activiteiten/water-meren listed the paid 'Kitzbühel in de
  // zomer…' as an ordinary post.
  it("labels a paid post 'Advertorial' in its heading's link, seen and heard", () => {
    const paid = { ...post, path: '/weblog/kitzbuehel', heading: 'Kitzbühel', isAdvertorial: true };
    renderList([paid, post]);
    const link = card(paid.path).querySelector('h3 a')!;
    // The link's text, as copied and as a browser names the link (jsdom has no layout to name it
    // by; the story WithAdvertorial checks the name in Chromium).
    expect(link.textContent).toBe('Advertorial: Kitzbühel');
    expect(within(card(paid.path)).getByText('Advertorial')).toHaveClass('nsv-badge');
    expect(screen.getAllByText('Advertorial')).toHaveLength(1);
    expect(card(post.path).querySelector('h3 a')!.textContent).toBe(post.heading);
  });

  it('shows no date for a post whose page hides it, only the author', () => {
    const undated = { ...post, path: '/weblog/snowboard', isPublishDateVisible: false };
    renderList([undated, post]);
    const meta = card(undated.path).querySelector('.nsv-card__meta')!;
    expect(meta.textContent).toBe('Anna de Vries');
    expect(meta.querySelector('time')).toBeNull();
    // The other post keeps its date.
    expect(card(post.path).querySelector('time')).not.toBeNull();
  });
});
