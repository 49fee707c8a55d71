import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const image = {
  url: '/media/hintertux.jpg',
  width: 1200,
  height: 800,
  alt: 'Gletsjer van Hintertux',
};

describe('ResponsiveImage', () => {
  it('sets srcset, sizes, width, height, alt, lazy loading and async decoding', () => {
    render(<ResponsiveImage image={image} sizes="50vw" mediaBaseUrl="https://api.nsv.nl" />);
    const img = screen.getByRole('img', { name: 'Gletsjer van Hintertux' });
    expect(img).toHaveAttribute(
      'srcset',
      // Its own width is the original file: the media endpoint resizes only to its fixed widths.
      expect.stringContaining('https://api.nsv.nl/media/hintertux.jpg 1200w'),
    );
    expect(img.getAttribute('srcset')).not.toContain('1600w');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads eagerly with high priority when asked (the first image above the fold)', () => {
    render(<ResponsiveImage image={image} eager />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
