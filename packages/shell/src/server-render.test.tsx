// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ModalHost, Toaster, modal, toast } from './index';

// The web app renders on the server: the shell must import, accept calls and render there.
describe('on the server', () => {
  it('accepts toasts and dialogs and renders no toasts or dialogs into the HTML', () => {
    toast.success('Opgeslagen');
    const handle = modal.open({ title: 'Venster', content: 'Inhoud' });
    const html = renderToString(
      <>
        <Toaster position="bottom-right" />
        <ModalHost />
      </>,
    );
    expect(html).not.toContain('Opgeslagen');
    expect(html).not.toContain('role="dialog"');
    handle.close();
    toast.clear();
  });
});
