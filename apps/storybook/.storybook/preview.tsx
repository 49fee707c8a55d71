import type { Decorator, Preview } from '@storybook/react-vite';
import { ModalHost, Toaster, modal, toast, type ToastPosition } from '@nsv/shell';
import { useEffect } from 'react';
// The one token stylesheet the web app imports too, then the shell's own styles.
import '@nsv/embeds/tokens.css';
import '@nsv/shell/styles.css';
import './preview.css';

type ColorMode = 'light' | 'dark' | 'system';

/** Sets `data-color-mode` on <html> as the web app does; `system` leaves it to the OS setting. */
function applyColorMode(mode: ColorMode): void {
  const html = document.documentElement;
  if (mode === 'system') html.removeAttribute('data-color-mode');
  else html.setAttribute('data-color-mode', mode);
}

function ColorMode({ mode, children }: { mode: ColorMode; children: React.ReactNode }) {
  useEffect(() => applyColorMode(mode), [mode]);
  return children;
}

/**
 * Every story gets the app shell around it, once: a Toaster and a ModalHost, as in the web app.
 * A story that renders its own Toaster sets `parameters.shell.toaster = false`.
 */
const withShell: Decorator = (Story, context) => {
  const shell = (context.parameters.shell ?? {}) as { toaster?: boolean; position?: ToastPosition };
  const mode = (context.globals.colorMode ?? 'light') as ColorMode;
  // Set before the first paint too, so the axe check and screenshots see the right colours.
  applyColorMode(mode);
  return (
    <ColorMode mode={mode}>
      <Story />
      {shell.toaster === false ? null : <Toaster position={shell.position ?? 'bottom-right'} />}
      <ModalHost />
    </ColorMode>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withShell],
  // Nothing carries over from the previous story.
  beforeEach: () => {
    toast.clear();
    modal.closeAll();
  },
  globalTypes: {
    colorMode: {
      description: 'Kleurmodus',
      toolbar: {
        title: 'Kleurmodus',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Licht', icon: 'sun' },
          { value: 'dark', title: 'Donker', icon: 'moon' },
          { value: 'system', title: 'Systeem', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile360: {
          name: 'Mobiel (360 px)',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768 px)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    options: { storySort: { order: ['Shell', 'Embeds', '*'] } },
  },
};

export default preview;
