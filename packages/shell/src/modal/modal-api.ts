import { closeAllModals, openModal } from './modal-store';
import type { ModalHandle, ModalOptions } from './modal-types';

/** Opens and closes dialogs from anywhere; `ModalHost` renders them. */
export const modal: {
  /** Opens a dialog on top of any open ones; the handle closes it and tells when it closed. */
  open(options: ModalOptions): ModalHandle;
  /** Closes every open dialog. */
  closeAll(): void;
} = { open: openModal, closeAll: closeAllModals };
