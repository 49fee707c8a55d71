import type { ReactNode } from 'react';

/** Width of a dialog; `full` fills the screen. */
export type ModalSize = 'small' | 'medium' | 'large' | 'full';

/** What to show in a dialog. */
export interface ModalOptions {
  /** Heading of the dialog, also its accessible name. */
  title: string;
  /** Short explanation below the title, also its accessible description. */
  description?: string;
  /** The body of the dialog. */
  content: ReactNode;
  /** Width of the dialog; `medium` by default. */
  size?: ModalSize;
}

/** Returned by `modal.open`: closes the dialog and tells when it has closed. */
export interface ModalHandle {
  /** Unique id of this dialog. */
  id: string;
  /** Closes the dialog; calling it again does nothing. */
  close(): void;
  /** Settles when the dialog closes, by `close()`, Escape, the close button or `closeAll()`. */
  closed: Promise<void>;
}

/** One dialog as the host sees it. */
export interface ModalEntry {
  id: string;
  options: ModalOptions & { size: ModalSize };
  /** False while it plays its exit animation, just before it is removed. */
  open: boolean;
  /** The element that had focus when the dialog opened; focus goes back there on close. */
  returnFocus: HTMLElement | null;
}
