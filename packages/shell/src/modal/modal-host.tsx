import { useLayoutEffect, useSyncExternalStore, type JSX } from 'react';
import { ModalDialog } from './modal-dialog';
import { modalStore } from './modal-store';
import type { ModalEntry } from './modal-types';
import { lockScroll } from './scroll-lock';

const NO_MODALS: readonly ModalEntry[] = [];
const serverSnapshot = () => NO_MODALS;

/** Renders the dialogs opened with `modal.open`; mount it once, near the root of the app. */
export function ModalHost(): JSX.Element {
  const modals = useSyncExternalStore(modalStore.subscribe, modalStore.get, serverSnapshot);
  const locked = modals.some((m) => m.open);
  useLayoutEffect(() => (locked ? lockScroll() : undefined), [locked]);
  return (
    <>
      {modals.map((entry) => (
        <ModalDialog key={entry.id} entry={entry} />
      ))}
    </>
  );
}
