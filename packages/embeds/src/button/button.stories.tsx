import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { BUTTON_COLORS } from './button-color';

const snowflake = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M12 2v20M4.9 7l14.2 10M4.9 17 19.1 7M9 3.5 12 6l3-2.5M9 20.5 12 18l3 2.5" />
  </svg>
);

const meta = {
  title: 'Embeds/Button',
  component: Button,
  args: { label: 'Aanmelden', color: 'primary', onClick: fn() },
  argTypes: {
    color: { control: 'select', options: [...BUTTON_COLORS] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Play with every prop through the controls. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Aanmelden' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every colour in every state: filled, with icon, text variant, disabled and loading. */
export const AllColoursAndStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--nsv-space-3)' }}>
      {BUTTON_COLORS.map((color) => (
        <div
          key={color}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 'var(--nsv-space-2)',
            alignItems: 'center',
          }}
        >
          <Button color={color} label={`Opslaan (${color})`} />
          <Button color={color} label="Met icoon" icon={snowflake} />
          <Button color={color} label="Tekstknop" text />
          <Button color={color} label="Niet beschikbaar" disabled />
          <Button color={color} label="Bezig met opslaan" loading />
        </div>
      ))}
    </div>
  ),
};

/** Loading: busy, spinner, and the same width as before. */
export const Loading: Story = {
  args: { label: 'Versturen', loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Versturen' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled. */
export const Disabled: Story = { args: { label: 'Uitverkocht', disabled: true } };

/** The text variant. */
export const Text: Story = { args: { label: 'Meer lezen', text: true, color: 'accent' } };

/** With an icon (decorative; the label names the button). */
export const WithIcon: Story = { args: { label: 'Sneeuwbericht', icon: snowflake, color: 'info' } };

/** The loading state keeps the button's width, so nothing jumps. */
export const KeepsWidthWhileLoading: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--nsv-space-2)' }}>
      <Button label="Inschrijven voor de clubreis" />
      <Button label="Inschrijven voor de clubreis" loading />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [idle, busy] = within(canvasElement).getAllByRole('button', {
      name: 'Inschrijven voor de clubreis',
    });
    await expect(busy!.getBoundingClientRect().width).toBe(idle!.getBoundingClientRect().width);
  },
};
