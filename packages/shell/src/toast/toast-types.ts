/** The five kinds of toast; `error` is announced assertively, the others politely. */
export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'default';

/** Options accepted when raising or updating a toast. */
export interface ToastOptions {
  /** Stable id: raising a toast with an id that is showing updates that toast instead. */
  id?: string;
  /** Kind of toast; `default` when left out. */
  type?: ToastType;
  /** Bold first line shown above the message. */
  title?: string;
  /** Smaller text shown below the message. */
  description?: string;
  /** Milliseconds before it closes by itself (default 5000); `Infinity` keeps it open. */
  duration?: number;
}

/** Where the toasts stack on the screen. */
export type ToastPosition =
  'top-right' | 'top-left' | 'top-center' | 'bottom-right' | 'bottom-left' | 'bottom-center';

/** One toast as the renderer sees it. */
export interface ToastEntry {
  id: string;
  type: ToastType;
  message: string;
  title?: string;
  description?: string;
  duration: number;
  /** False while it plays its exit animation, just before it is removed. */
  open: boolean;
  /** Order of creation, so the oldest can be dropped first. */
  createdAt: number;
  /** Counts updates: a new version is shown (and announced) afresh. */
  version: number;
}
