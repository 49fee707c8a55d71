import { fireEvent, render, screen, within } from '@testing-library/react';
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
      screen.getByRole('link', { name: 'Foto 2 van 3 vergroten: Skiërs op een rode piste' }),
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

  it('links each thumbnail to the large image, so that a tap opens it without JavaScript', () => {
    const wide = {
      url: '/media/4.jpg',
      width: 4000,
      height: 3000,
      alt: 'Panorama van de Silvretta',
    };
    render(<ImageGallery data={{ images: [...images, wide] }} mediaBaseUrl="https://api.nsv.nl" />);
    const links = screen.getAllByRole('link', { name: /^Foto \d van 4 vergroten: / });
    // The original up to the widest size the media endpoint serves (1600 px).
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://api.nsv.nl/media/1.jpg',
      'https://api.nsv.nl/media/2.jpg',
      'https://api.nsv.nl/media/3.jpg',
      'https://api.nsv.nl/media/4.jpg?w=1600',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the lightbox instead of the link on a plain click or Enter, and leaves other clicks to the browser', async () => {
    render(<ImageGallery data={{ images }} />);
    const link = screen.getByRole('link', { name: /^Foto 1 van 3 vergroten/ });
    // fireEvent answers false when the handler prevented the default: the browser stays on the page.
    expect(fireEvent.click(link)).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);

    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(2);

    // A new tab or window (Ctrl, Cmd, Shift) opens the image as a link does.
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
      expect(fireEvent.click(link, { [modifier]: true })).toBe(true);
    }
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('shows each caption under its photo, outside the lightbox', () => {
    render(<ImageGallery data={{ title: 'Clubreis Ischgl 2026', images }} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('figcaption')?.textContent ?? null)).toEqual([
      'Ochtend in Ischgl',
      null,
      'Lunch op 2300 m',
    ]);
    const caption = within(items[0]!).getByText('Ochtend in Ischgl');
    expect(caption).toHaveClass('nsv-gallery__caption');
    // Beside the link, not in it: the link's name stays 'Foto 1 van 3 vergroten: <alt>'.
    expect(caption.closest('a')).toBeNull();
    expect(caption.closest('figure')?.querySelector('a')).toHaveAccessibleName(
      'Foto 1 van 3 vergroten: Stoeltjeslift in de mist',
    );
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
