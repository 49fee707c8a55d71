import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ModalDemo, PageBehind } from './modal-demo';

const meta = {
  title: 'Shell/Venster (modal)',
  component: ModalDemo,
  parameters: {
    docs: {
      description: {
        component:
          "Elk deel van de app opent een venster met `modal.open({ title, content })` en krijgt een handle terug om het te sluiten. De `ModalHost` toont het: focus blijft erin en gaat na sluiten terug, Escape en 'Venster sluiten' sluiten het, de pagina erachter scrolt niet.",
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large', 'full'] },
    body: {
      control: 'select',
      options: ['nieuwsbrief', 'bevestiging', 'lang', 'gestapeld', 'melding'],
    },
  },
  args: {
    title: 'Aanmelden voor de nieuwsbrief',
    description: 'Eén keer per maand het laatste sneeuwnieuws en de mooiste reizen.',
    size: 'medium',
    body: 'nieuwsbrief',
  },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog with the demo button and returns it with the button that opened it. */
async function open(canvasElement: HTMLElement, title: string) {
  const opener = within(canvasElement).getByRole('button', { name: 'Open venster' });
  await userEvent.click(opener);
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: title,
  });
  return { opener, dialog };
}

export const Standaard: Story = {
  play: async ({ canvasElement, args, step }) => {
    const { opener, dialog } = await open(canvasElement, args.title);
    await expect(dialog).toHaveAttribute('data-size', 'medium');
    await step('focus zit in het venster en blijft erin', async () => {
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      for (let i = 0; i < 4; i++) {
        await userEvent.tab();
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });
    await step('de pagina erachter scrolt niet', async () => {
      await expect(canvasElement.ownerDocument.body).toHaveAttribute('data-scroll-locked');
    });
    await step('Escape sluit, focus gaat terug naar de knop', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    });
  },
};

export const Bevestiging: Story = {
  args: {
    title: 'Afmelden voor de nieuwsbrief?',
    description: 'Je ontvangt dan geen sneeuwnieuws meer.',
    size: 'small',
    body: 'bevestiging',
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement, args.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const LangeTekst: Story = {
  name: 'Lange tekst (groot)',
  args: {
    title: 'Skigebied Sölden',
    description: undefined,
    size: 'large',
    body: 'lang',
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement, args.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Venster sluiten' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const VolledigScherm: Story = {
  name: 'Volledig scherm',
  args: { title: 'Skigebied Sölden', description: undefined, size: 'full', body: 'lang' },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement, args.title);
    await expect(dialog).toHaveAttribute('data-size', 'full');
  },
};

export const Gestapeld: Story = {
  name: 'Twee vensters op elkaar',
  args: { title: 'Eerste venster', description: undefined, size: 'medium', body: 'gestapeld' },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement, args.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open nog een venster' }));
    const body = within(canvasElement.ownerDocument.body);
    const second = await body.findByRole('dialog', { name: 'Tweede venster' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(second).not.toBeInTheDocument());
    await expect(body.getByRole('dialog', { name: args.title })).toBeInTheDocument();
  },
};

/**
 * A long page behind two stacked dialogs: it does not scroll (wheel, keys, touch) while either is
 * open and scrolls again once the last has closed (tested in `e2e/modal-scroll-lock.spec.ts`).
 */
export const LangePaginaErachter: Story = {
  name: 'Lange pagina erachter',
  args: { title: 'Eerste venster', description: undefined, size: 'medium', body: 'gestapeld' },
  render: (args) => (
    <PageBehind>
      <ModalDemo {...args} />
    </PageBehind>
  ),
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement, args.title);
    await expect(canvasElement.ownerDocument.documentElement).toHaveStyle({ overflow: 'hidden' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvasElement.ownerDocument.documentElement).not.toHaveStyle({
      overflow: 'hidden',
    });
  },
};

/**
 * A toast raised while a dialog is open shows above it and stays usable: the toasts move into the
 * dialog for that time (outside it they would be inert). Keyboard: `e2e/shell-keyboard.spec.ts`.
 */
export const MeldingInVenster: Story = {
  name: 'Melding in het venster',
  args: { title: 'Voorkeuren', description: undefined, size: 'small', body: 'melding' },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement, args.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voorkeuren bewaren' }));
    const message = await within(dialog).findByText('Je voorkeuren zijn bewaard');
    const el = message.closest<HTMLElement>('[data-nsv-toast]')!;
    await userEvent.click(within(el).getByRole('button', { name: 'Melding sluiten' }));
    await waitFor(() => expect(el).not.toBeInTheDocument());
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};

export const Mobiel: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement, args.title);
  },
};
