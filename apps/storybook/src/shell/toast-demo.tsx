import { Toaster, toast, type ToastOptions, type ToastPosition, type ToastType } from '@nsv/shell';
import type { JSX } from 'react';
import './demo.css';

/** Props of the toast demo: what the button raises. */
export interface ToastDemoProps {
  /** Kind of toast. */
  type: ToastType;
  /** The message, the toast's main line. */
  message: string;
  /** Optional bold first line. */
  title?: string;
  /** Optional smaller text below the message. */
  description?: string;
  /** Milliseconds before it closes by itself (5000 by default). */
  duration?: number;
}

/** A button that raises one toast with the story's args, as any code in the app would. */
export function ToastDemo({ type, message, ...options }: ToastDemoProps): JSX.Element {
  const raise = () => {
    const clean: ToastOptions = { type };
    if (options.title) clean.title = options.title;
    if (options.description) clean.description = options.description;
    if (options.duration) clean.duration = options.duration;
    toast(message, clean);
  };
  return (
    <button type="button" data-demo-button="" onClick={raise}>
      Toon melding
    </button>
  );
}

const SNOW_NEWS = [
  'Sölden: 45 cm verse sneeuw',
  'Ischgl: alle liften open',
  'Val Thorens: lawinegevaar 3',
  'Saalbach: pistes geprepareerd',
  'Zermatt: gletsjer open voor zomerski',
];

/** Raises `count` toasts at once to show the limit of 20 (the oldest go first). */
export function ManyToastsDemo({ count }: { count: number }): JSX.Element {
  return (
    <button
      type="button"
      data-demo-button=""
      onClick={() => {
        for (let i = 1; i <= count; i++) {
          toast.info(`${SNOW_NEWS[i % SNOW_NEWS.length]} (${i})`, { title: `Sneeuwbericht ${i}` });
        }
      }}
    >
      Toon {count} meldingen
    </button>
  );
}

/** Saves for `delay` ms under a waiting toast, then updates that same toast with the result. */
export function UpdateDemo({ delay, fail }: { delay: number; fail: boolean }): JSX.Element {
  const save = async () => {
    const id = toast('Bezig met opslaan…', { duration: Infinity });
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (fail) {
      toast.update(id, { type: 'error', message: 'Opslaan is mislukt', duration: 5000 });
    } else {
      toast.update(id, { type: 'success', message: 'Je profiel is opgeslagen', duration: 5000 });
    }
  };
  return (
    <button type="button" data-demo-button="" onClick={() => void save()}>
      Profiel opslaan
    </button>
  );
}

/** A toast demo with its own Toaster at `position`, to compare the positions. */
export function PositionDemo({
  position,
  ...demo
}: ToastDemoProps & { position: ToastPosition }): JSX.Element {
  return (
    <>
      <ToastDemo {...demo} />
      <Toaster position={position} />
    </>
  );
}
