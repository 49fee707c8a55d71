import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnce } from './lib/build-update.js';
import { setLanguageCookie } from './lib/language-cookie.js';

// Spec §9: the language cookie, locale nl, 365 days.
setLanguageCookie();

// Spec §8: a code chunk that fails to load (an old chunk gone after a deploy) reloads the page,
// guarded so a chunk that is really broken does not reload forever.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce(window.location.href)) event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
