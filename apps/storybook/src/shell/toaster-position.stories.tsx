import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOAST_POSITIONS } from '@nsv/shell';
import { expect, userEvent, within } from 'storybook/test';
import { PositionDemo } from './toast-demo';

const meta = {
  title: 'Shell/Meldingen: positie',
  component: PositionDemo,
  // This story brings its own Toaster instead of the shell's one at bottom-right.
  parameters: { shell: { toaster: false } },
  argTypes: {
    position: { control: 'select', options: TOAST_POSITIONS },
    type: { control: 'select', options: ['default', 'success', 'error', 'warning', 'info'] },
  },
  args: { position: 'top-right', type: 'success', message: 'Rechtsboven: de standaardplek' },
} satisfies Meta<typeof PositionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkPosition: Story['play'] = async ({ canvasElement, args }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Toon melding' }));
  const message = await within(canvasElement.ownerDocument.body).findByText(args.message);
  await expect(message.closest('[data-nsv-toaster]')).toHaveAttribute(
    'data-position',
    args.position,
  );
};

export const Rechtsboven: Story = { play: checkPosition };

export const Rechtsonder: Story = {
  name: 'Rechtsonder (zoals op de site)',
  args: { position: 'bottom-right', message: 'Rechtsonder, zoals op de site' },
  play: checkPosition,
};

export const Midden: Story = {
  args: { position: 'top-center', type: 'info', message: 'Bovenaan in het midden' },
  play: checkPosition,
};

export const Linksonder: Story = {
  args: {
    position: 'bottom-left',
    type: 'warning',
    message: 'Linksonder: opzij slepen naar links',
  },
  play: checkPosition,
};
