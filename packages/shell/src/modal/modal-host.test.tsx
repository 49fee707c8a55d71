import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../toast/toast-api';
import { Toaster } from '../toast/toaster';
import { modal } from './modal-api';
import { modalStore } from './modal-store';
import { ModalHost } from './modal-host';
import type { ModalHandle } from './modal-types';

function setup() {
  render(
    <>
      <button type="button">Inschrijven</button>
      <ModalHost />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'Inschrijven' });
  opener.focus();
  let handle!: ModalHandle;
  act(() => {
    handle = modal.open({
      title: 'Nieuwsbrief',
      description: 'Eén keer per maand het laatste sneeuwnieuws.',
      content: (
        <form>
          <label>
            E-mailadres <input type="email" />
          </label>
          <button type="submit">Aanmelden</button>
        </form>
      ),
    });
  });
  return { opener, handle, user: userEvent.setup() };
}

// A closed dialog leaves the store 500 ms later; wait for that here, so the store's update never
// lands after the test, outside act (React would report it through console.error).
afterEach(async () => {
  act(() => modal.closeAll());
  await waitFor(() => expect(modalStore.get()).toHaveLength(0));
});

describe('ModalHost', () => {
  it('opens a named, described dialog and moves focus into it', async () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Nieuwsbrief' });
    expect(dialog).toHaveAccessibleDescription('Eén keer per maand het laatste sneeuwnieuws.');
    expect(dialog).toHaveAttribute('data-size', 'medium');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('closes on Escape, settles `closed` and returns focus to the opener', async () => {
    const { opener, handle, user } = setup();
    await waitFor(() => expect(opener).not.toHaveFocus());
    await user.keyboard('{Escape}');
    await handle.closed;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("closes with the 'Venster sluiten' button", async () => {
    const { handle, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Venster sluiten' }));
    await handle.closed;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes through its handle; a second close does nothing', async () => {
    const { handle } = setup();
    act(() => handle.close());
    act(() => handle.close());
    await expect(handle.closed).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = setup();
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  // The real scrolling is checked in a browser (apps/storybook e2e/modal-scroll-lock.spec.ts);
  // here, that the lock is the overflow of the root (what stops it) and not only the hook.
  it('locks the page behind against scrolling while open', async () => {
    document.documentElement.style.color = 'black';
    const { handle } = setup();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body).toHaveAttribute('data-scroll-locked');
    act(() => handle.close());
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
    expect(document.documentElement.style.overflow).toBe('');
    // The root's own inline styles are put back as they were.
    expect(document.documentElement.style.cssText).toBe('color: black;');
    document.documentElement.style.cssText = '';
  });

  it('keeps the page locked until the last of two stacked dialogs has closed', async () => {
    const { handle } = setup();
    let second!: ModalHandle;
    act(() => {
      second = modal.open({ title: 'Foto', content: <p>Gletsjer</p> });
    });
    act(() => second.close());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Foto' })).toBeNull());
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body).toHaveAttribute('data-scroll-locked');
    act(() => handle.close());
    await waitFor(() => expect(document.documentElement.style.overflow).toBe(''));
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('stacks dialogs and closes them all at once', async () => {
    const { handle } = setup();
    let second!: ModalHandle;
    act(() => {
      second = modal.open({ title: 'Foto', content: <p>Gletsjer</p>, size: 'full' });
    });
    expect(screen.getByRole('dialog', { name: 'Foto' })).toHaveAttribute('data-size', 'full');
    act(() => modal.closeAll());
    await Promise.all([handle.closed, second.closed]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  // Outside a modal <dialog> everything is inert, toasts and their live regions included.
  it('shows toasts inside the open dialog, and back on the page once it has closed', async () => {
    render(<Toaster />);
    const { handle } = setup();
    act(() => void toast('Opgeslagen in het venster'));
    expect(screen.getByRole('dialog')).toContainElement(
      screen.getByText('Opgeslagen in het venster'),
    );
    act(() => handle.close());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Opgeslagen in het venster').closest('dialog')).toBeNull();
    act(() => toast.clear());
    // Let the dialog and the announcement go inside this test, not as stray updates after it.
    await waitFor(() => expect(modalStore.get()).toHaveLength(0));
    await waitFor(
      () => expect(document.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement(),
      { timeout: 2000 },
    );
  });

  it('refuses a dialog without a title or with an unknown size', () => {
    expect(() => modal.open({ title: ' ', content: null })).toThrow(/title is required/);
    // @ts-expect-error: an unknown size is refused at run time too
    expect(() => modal.open({ title: 'X', content: null, size: 'huge' })).toThrow(/unknown size/);
  });
});
