import { createStore } from '../create-store';
import type { ModalEntry, ModalHandle, ModalOptions, ModalSize } from './modal-types';

/** Dialogs, oldest first; the last open one is on top. */
export const modalStore = createStore<readonly ModalEntry[]>([]);

/** The sizes `modal.open` accepts. */
export const MODAL_SIZES: readonly ModalSize[] = ['small', 'medium', 'large', 'full'];
/** A closed dialog stays this long so its exit animation can play (longer than styles.css's). */
export const MODAL_REMOVE_DELAY_MS = 500;

let lastId = 0;
const resolvers = new Map<string, () => void>();

function assertOptions(options: ModalOptions): void {
  if (typeof options?.title !== 'string' || options.title.trim() === '') {
    throw new TypeError('modal.open: a non-empty title is required (it names the dialog)');
  }
  if (options.size !== undefined && !MODAL_SIZES.includes(options.size)) {
    throw new TypeError(
      `modal.open: unknown size '${String(options.size)}', expected one of ${MODAL_SIZES.join(', ')}`,
    );
  }
}

/** Closes a dialog (exit animation, then removal) and settles its `closed` promise. */
export function closeModal(id: string): void {
  const entry = modalStore.get().find((m) => m.id === id && m.open);
  if (!entry) return;
  modalStore.set(modalStore.get().map((m) => (m.id === id ? { ...m, open: false } : m)));
  resolvers.get(id)?.();
  resolvers.delete(id);
  setTimeout(() => {
    modalStore.set(modalStore.get().filter((m) => m.id !== id));
  }, MODAL_REMOVE_DELAY_MS);
}

/** The element to give focus back to on close; none on the server or when nothing had focus. */
function currentFocus(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Opens a dialog on top of any open ones and returns its handle. */
export function openModal(options: ModalOptions): ModalHandle {
  assertOptions(options);
  const id = `nsv-modal-${++lastId}`;
  const entry: ModalEntry = {
    id,
    options: { ...options, size: options.size ?? 'medium' },
    open: true,
    returnFocus: currentFocus(),
  };
  const closed = new Promise<void>((resolve) => resolvers.set(id, resolve));
  modalStore.set([...modalStore.get(), entry]);
  return { id, close: () => closeModal(id), closed };
}

/** Closes every open dialog. */
export function closeAllModals(): void {
  for (const entry of modalStore.get()) closeModal(entry.id);
}
