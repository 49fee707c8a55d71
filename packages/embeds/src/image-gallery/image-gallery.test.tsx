import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement, type ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage } from '../types';
import { ImageGallery } from './image-gallery';
import { Lightbox, type LightboxProps } from './lightbox';

const open = vi.hoisted(() => vi.fn());
vi.mock('@nsv/shell', () => ({ modal: { open, closeAll: vi.fn() } }));

const images: GalleryImage[] = [
  {
    url: '/media/1.jpg',
    width: 1600,
    height: 1067,
    alt: 'Stoeltjeslift in de mist',
    caption: 'Ochtend in Ischgl',
  },
  { url: '/media/2.jpg', width: 1600, height: 1067, alt: 'Skiërs op een rode piste' },
  {
    url: '/media/3.jpg',
    width: 1600,
    height: 1067,
    alt: 'Berghut met zonneterras',
    caption: 'Lunch op 2300 m',
  },
];

beforeEach(() => open.mockClear());

describe('ImageGallery', () => {
  it('opens the lightbox at the clicked photo through modal.open', async () => {
    render(
      <ImageGallery
        data={{ title: 'Clubreis Ischgl 2026', images }}
        mediaBaseUrl="https://api.nsv.nl"
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Foto 2 van 3 vergroten: Skiërs op een rode piste' }),
    );
    expect(open).toHaveBeenCalledTimes(1);
    const options = open.mock.calls[0]![0] as {
      title: string;
      size: string;
      content: ReactElement<LightboxProps>;
    };
    expect(options.title).toBe('Clubreis Ischgl 2026');
    expect(options.size).toBe('full');
    expect(isValidElement(options.content)).toBe(true);
    expect(options.content.props).toMatchObject({
      startIndex: 1,
      images,
      mediaBaseUrl: 'https://api.nsv.nl',
    });
  });

  it('says when there are no photos', () => {
    render(<ImageGallery data={{ images: [] }} />);
    expect(screen.getByText("Deze galerij bevat nog geen foto's.")).toBeInTheDocument();
  });
});

describe('Lightbox', () => {
  it('moves with the arrow keys and the buttons, wrapping around, with counter and caption', async () => {
    render(<Lightbox images={images} startIndex={0} />);
    expect(screen.getByText('Foto 1 van 3')).toBeInTheDocument();
    expect(screen.getByText('Ochtend in Ischgl')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName('Stoeltjeslift in de mist');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Foto 2 van 3')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName('Skiërs op een rode piste');

    await userEvent.click(screen.getByRole('button', { name: 'Volgende foto' }));
    expect(screen.getByText('Foto 3 van 3')).toBeInTheDocument();
    expect(screen.getByText('Lunch op 2300 m')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Foto 1 van 3')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('Foto 3 van 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Vorige foto' }));
    expect(screen.getByText('Foto 2 van 3')).toBeInTheDocument();
  });

  it('loads the large image eagerly', () => {
    render(<Lightbox images={images} startIndex={2} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });
});
