import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { gallery } from '../stories/fixtures';
import { ImageGallery } from './image-gallery';

const meta = {
  title: 'Embeds/ImageGallery',
  component: ImageGallery,
  args: { data: gallery },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Six photos with their captions under them. Each photo is a link to its large version, so it
 * opens without JavaScript too; with JavaScript a click opens the lightbox in the shell's modal host.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link', { name: / vergroten: / });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      gallery.images.map((image) => image.url),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    for (const image of gallery.images.filter((image) => image.caption)) {
      await expect(canvas.getByText(image.caption!)).toBeVisible();
    }
  },
};

/** The lightbox by keyboard: arrows and the previous/next buttons, with counter and caption. */
export const LightboxKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const thumbnail = canvas.getByRole('link', { name: /^Foto 1 van 6 vergroten/ });
    await userEvent.click(thumbnail);

    const dialog = await page.findByRole('dialog', { name: 'Clubreis Ischgl 2026' });
    const inDialog = within(dialog);
    // The dialog fades in (unless reduced motion): wait until it is shown.
    await waitFor(() => expect(inDialog.getByText('Foto 1 van 6')).toBeVisible());
    await expect(
      inDialog.getByText('Ochtend boven de wolken bij de Pardatschgratbahn'),
    ).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    await expect(inDialog.getByText('Foto 2 van 6')).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: 'Volgende foto' }));
    await expect(inDialog.getByText('Foto 3 van 6')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(inDialog.getByText('Foto 6 van 6')).toBeVisible();
    await expect(inDialog.getByRole('img')).toHaveAccessibleName('Verlaten piste in de avondzon');
  },
};

/** No photos yet. */
export const Empty: Story = { args: { data: { title: 'Clubdag 2027', images: [] } } };

/** On a 360 px wide phone: two columns, each caption whole under its photo. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const image of gallery.images.filter((image) => image.caption)) {
      const caption = canvas.getByText(image.caption!);
      await expect(caption).toBeVisible();
      const photo = caption.closest('figure')!.querySelector('img')!.getBoundingClientRect();
      const box = caption.getBoundingClientRect();
      // Below its own photo and no wider than it.
      await expect(box.top).toBeGreaterThanOrEqual(photo.bottom);
      await expect(box.left).toBeGreaterThanOrEqual(photo.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(photo.right + 0.5);
    }
  },
};
