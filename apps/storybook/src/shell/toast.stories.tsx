import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOAST_LIMIT } from '@nsv/shell';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ManyToastsDemo, ToastDemo, UpdateDemo } from './toast-demo';

const meta = {
  title: 'Shell/Meldingen (toasts)',
  component: ToastDemo,
  parameters: {
    docs: {
      description: {
        component:
          "Meldingen komen van `toast(...)`, `toast.success(...)` enz., overal in de code aan te roepen. De `Toaster` (in de site rechtsonder) toont ze 5 seconden; stil bij aanwijzen of als het venster de focus kwijt is. Weg met een klik, met 'Melding sluiten' of door ze meer dan 60% van hun breedte opzij te slepen.",
      },
    },
  },
  argTypes: {
    type: { control: 'select', options: ['default', 'success', 'error', 'warning', 'info'] },
    duration: { control: { type: 'number', min: 1000, step: 500 } },
  },
  args: { type: 'default', message: 'Je voorkeuren zijn bewaard' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks the demo button and returns the toast that appeared with `text`. */
async function raise(canvasElement: HTMLElement, text: string): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Toon melding' }));
  const page = within(canvasElement.ownerDocument.body);
  const message = await page.findByText(text, { selector: '[data-nsv-toast-message]' });
  return message.closest<HTMLElement>('[data-nsv-toast]')!;
}

// Stories whose play function closes the toast itself keep it a minute instead of 5 s, so a slow
// machine never lets it time out halfway through the interaction.
const LONG = 60_000;

/** Raises the story's toast, checks its type, then closes it with its close button. */
const raiseAndClose: Story['play'] = async ({ canvasElement, args, step }) => {
  const el = await raise(canvasElement, args.message);
  await expect(el).toHaveAttribute('data-type', args.type);
  await step("sluiten met 'Melding sluiten'", async () => {
    await userEvent.click(within(el).getByRole('button', { name: 'Melding sluiten' }));
    await waitFor(() => expect(el).not.toBeInTheDocument());
  });
};

export const Standaard: Story = {
  args: { duration: LONG },
  play: async ({ canvasElement, args, step }) => {
    const el = await raise(canvasElement, args.message);
    await expect(el).toHaveAttribute('data-type', 'default');
    await step('stil bij aanwijzen', async () => {
      // The toaster pauses on the pointer moving over it (user-event's hover moves there).
      await userEvent.hover(el);
      await waitFor(() => expect(el).toHaveAttribute('data-paused'));
      await userEvent.unhover(el);
      await waitFor(() => expect(el).not.toHaveAttribute('data-paused'));
    });
    await step('weg met een klik', async () => {
      await userEvent.click(within(el).getByText(args.message));
      await waitFor(() => expect(el).not.toBeInTheDocument());
    });
  },
};

export const Succes: Story = {
  args: { type: 'success', message: 'Je bent aangemeld voor de nieuwsbrief', duration: LONG },
  play: raiseAndClose,
};

export const Fout: Story = {
  args: { type: 'error', message: 'Je hebt geen toegang tot deze actie' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const el = await raise(canvasElement, args.message);
    await expect(el).toHaveAttribute('data-type', 'error');
    // Errors interrupt the screen reader: the Toaster says them in its assertive live region.
    await waitFor(() =>
      expect(
        canvasElement.ownerDocument.querySelector('[role="status"][aria-live="assertive"]'),
      ).toHaveTextContent(args.message),
    );
  },
};

export const Waarschuwing: Story = {
  args: {
    type: 'warning',
    message: 'Invalid signature, sessie van een andere omgeving?',
    duration: LONG,
  },
  play: raiseAndClose,
};

export const Informatie: Story = {
  args: {
    type: 'info',
    title: 'Sneeuwbericht Sölden',
    message: 'Er is vannacht 45 cm verse sneeuw gevallen',
    description: 'Gemeten om 07:30 op 3.050 m',
    duration: LONG,
  },
  play: raiseAndClose,
};

export const Mobiel: Story = {
  args: {
    type: 'warning',
    message: 'Je sessie is verlopen',
    title: 'Opnieuw inloggen',
    duration: LONG,
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: raiseAndClose,
};

export const VeelMeldingen: Story = {
  name: 'Veel meldingen (max. 20)',
  args: { type: 'info', message: 'n.v.t.' },
  render: () => <ManyToastsDemo count={25} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Toon 25 meldingen' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Sneeuwbericht 25');
    await waitFor(() =>
      expect(
        canvasElement.ownerDocument.querySelectorAll('[data-nsv-toast][data-state="open"]'),
      ).toHaveLength(TOAST_LIMIT),
    );
    // The five oldest made way.
    await waitFor(() => expect(body.queryByText('Sneeuwbericht 5')).not.toBeInTheDocument());
  },
};

export const Bijwerken: Story = {
  name: 'Bijwerken (update)',
  args: { type: 'default', message: 'n.v.t.' },
  argTypes: { type: { control: false }, message: { control: false } },
  render: () => <UpdateDemo delay={800} fail={false} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Profiel opslaan' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Bezig met opslaan…');
    const saved = await body.findByText('Je profiel is opgeslagen', {}, { timeout: 4000 });
    // The same toast changes: the waiting one is gone and no second toast appears.
    await expect(saved.closest('[data-nsv-toast]')).toHaveAttribute('data-type', 'success');
    await expect(body.queryByText('Bezig met opslaan…')).not.toBeInTheDocument();
    await expect(canvasElement.ownerDocument.querySelectorAll('[data-nsv-toast]')).toHaveLength(1);
  },
};

/** Everything without a mouse: F8 jumps to the toasts, Tab reaches each toast and its close button. */
export const Toetsenbord: Story = {
  name: 'Met het toetsenbord',
  args: { type: 'info', message: 'Nieuw sneeuwbericht voor Sölden', duration: LONG },
  play: async ({ canvasElement, args, step }) => {
    const doc = canvasElement.ownerDocument;
    const button = within(canvasElement).getByRole('button', { name: 'Toon melding' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(doc.body);
    const message = await page.findByText(args.message, { selector: '[data-nsv-toast-message]' });
    const el = message.closest<HTMLElement>('[data-nsv-toast]')!;
    const region = page.getByRole('region', { name: 'Meldingen (F8)' });
    await step('F8 springt naar de meldingen', async () => {
      await userEvent.keyboard('{F8}');
      await expect(region).toHaveFocus();
    });
    await step('Tab bereikt de melding, die dan blijft staan', async () => {
      await userEvent.tab();
      await expect(el).toHaveFocus();
      await waitFor(() => expect(el).toHaveAttribute('data-paused'));
    });
    await step("Tab en Enter op 'Melding sluiten' sluiten haar", async () => {
      await userEvent.tab();
      await expect(within(el).getByRole('button', { name: 'Melding sluiten' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(el).not.toBeInTheDocument());
      // Focus does not fall back to the top of the page.
      await expect(region).toHaveFocus();
    });
    await step('Escape sluit de melding die focus heeft', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
      const again = (
        await page.findByText(args.message, { selector: '[data-nsv-toast-message]' })
      ).closest<HTMLElement>('[data-nsv-toast]')!;
      await userEvent.keyboard('{F8}');
      await userEvent.tab();
      await expect(again).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(again).not.toBeInTheDocument());
      await expect(region).toHaveFocus();
    });
  },
};
