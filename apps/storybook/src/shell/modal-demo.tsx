import { modal, toast, type ModalHandle, type ModalSize } from '@nsv/shell';
import type { JSX, ReactNode } from 'react';
import './demo.css';

/** Props of the dialog demo: what the button opens. */
export interface ModalDemoProps {
  /** Heading and accessible name of the dialog. */
  title: string;
  /** Optional explanation below the title. */
  description?: string;
  /** Width of the dialog. */
  size?: ModalSize;
  /** Which example body to show. */
  body: 'nieuwsbrief' | 'bevestiging' | 'lang' | 'gestapeld' | 'melding';
}

const LONG_TEXT = [
  'Sölden ligt in het Ötztal in Tirol en is met twee gletsjers een van de sneeuwzekerste skigebieden van de Alpen.',
  'Het gebied telt 144 km piste tussen 1.350 en 3.340 meter hoogte, met drie toppen boven de 3.000 meter die je op één dag kunt bezoeken.',
  'Beginners vinden flauwe pistes bij Gaislachkogl en Giggijoch; gevorderden rijden de Big 3 Rally, een rondje van 50 km.',
  'Na het skiën kun je terecht in het Ötztaler Heimatmuseum of de thermen van Längenfeld, twintig minuten verderop.',
  'Kijk vóór vertrek altijd naar het lawinebericht en neem bij toerskiën een pieper, schep en sonde mee.',
];

function Body({ kind, close }: { kind: ModalDemoProps['body']; close: () => void }): ReactNode {
  switch (kind) {
    case 'nieuwsbrief':
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <div data-demo-field="">
            <label htmlFor="demo-email">E-mailadres</label>
            <input id="demo-email" type="email" autoComplete="email" required />
          </div>
          <p>
            <button type="submit" data-demo-button="">
              Aanmelden
            </button>
          </p>
        </form>
      );
    case 'bevestiging':
      return (
        <div data-demo-row="">
          <button type="button" data-demo-button="secondary" onClick={close}>
            Annuleren
          </button>
          <button type="button" data-demo-button="" onClick={close}>
            Afmelden
          </button>
        </div>
      );
    case 'lang':
      return LONG_TEXT.concat(LONG_TEXT).map((text, i) => <p key={i}>{text}</p>);
    case 'melding':
      return (
        <button
          type="button"
          data-demo-button=""
          // A minute, so the toast is still there while a test works through it with the keyboard.
          onClick={() => toast.success('Je voorkeuren zijn bewaard', { duration: 60_000 })}
        >
          Voorkeuren bewaren
        </button>
      );
    case 'gestapeld':
      return (
        <button
          type="button"
          data-demo-button=""
          onClick={() =>
            modal.open({
              title: 'Tweede venster',
              size: 'small',
              content: <p>Escape sluit alleen dit venster; het eerste blijft open.</p>,
            })
          }
        >
          Open nog een venster
        </button>
      );
  }
}

/** A button that opens a dialog through `modal.open`, as any code in the app would. */
export function ModalDemo({ title, description, size, body }: ModalDemoProps): JSX.Element {
  const open = () => {
    const handle: ModalHandle = modal.open({
      title,
      description,
      size,
      content: <Body kind={body} close={() => handle.close()} />,
    });
  };
  return (
    <button type="button" data-demo-button="" onClick={open}>
      Open venster
    </button>
  );
}

/**
 * A page longer than the screen with the demo button halfway, to show (and test) that the page
 * behind an open dialog does not scroll, and scrolls again once the last dialog has closed.
 */
export function PageBehind({ children }: { children: ReactNode }): JSX.Element {
  return (
    <article>
      <h1>Skigebied Sölden</h1>
      {Array.from({ length: 4 }, () => LONG_TEXT)
        .flat()
        .map((text, i) => (
          <p key={`voor-${i}`}>{text}</p>
        ))}
      <p>{children}</p>
      {Array.from({ length: 8 }, () => LONG_TEXT)
        .flat()
        .map((text, i) => (
          <p key={`na-${i}`}>{text}</p>
        ))}
    </article>
  );
}
