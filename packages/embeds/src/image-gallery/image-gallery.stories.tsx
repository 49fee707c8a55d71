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

/** Six photos; each opens the lightbox in the shell's modal host. */
export const Default: Story = {};

/** The lightbox by keyboard: arrows and the previous/next buttons, with counter and caption. */
export const LightboxKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /^Foto 1 van 6 vergroten/ }));

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

/** On a 360 px wide phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
