import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { newsletter } from '../stories/fixtures';
import { NewsletterSignup } from './newsletter-signup';
import { NEWSLETTER_MESSAGES } from './validate-email';

const meta = {
  title: 'Embeds/NewsletterSignup',
  component: NewsletterSignup,
  args: { data: newsletter, onSubscribe: fn(() => Promise.resolve()) },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Idle: Story = {};

/** A malformed address: the message is tied to the field and nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'anna@voorbeeld');
    await userEvent.click(canvas.getByRole('button', { name: 'Aanmelden' }));
    await expect(canvas.getByLabelText('E-mailadres')).toHaveAccessibleDescription(
      NEWSLETTER_MESSAGES.invalid,
    );
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

/** Waiting for the server: the button is busy and the live region says so. */
export const Pending: Story = {
  args: { onSubscribe: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'anna@voorbeeld.nl');
    await userEvent.click(canvas.getByRole('button', { name: 'Aanmelden' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.pending);
    await expect(canvas.getByRole('button', { name: 'Aanmelden' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Subscribed. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'anna@voorbeeld.nl');
    await userEvent.click(canvas.getByRole('button', { name: 'Aanmelden' }));
    await expect(await canvas.findByText(NEWSLETTER_MESSAGES.success)).toBeVisible();
    await expect(args.onSubscribe).toHaveBeenCalledWith('anna@voorbeeld.nl');
  },
};

/** The server refused: the error is announced and the form stays for another try. */
export const ServerError: Story = {
  args: { onSubscribe: fn(() => Promise.reject(new Error('503'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mailadres'), 'anna@voorbeeld.nl');
    await userEvent.click(canvas.getByRole('button', { name: 'Aanmelden' }));
    await expect(await canvas.findByText(NEWSLETTER_MESSAGES.error)).toBeVisible();
    await expect(canvas.getByLabelText('E-mailadres')).toHaveValue('anna@voorbeeld.nl');
  },
};

/** On a 360 px wide phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
