import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadWhenAChunkFails } from './lib/build-update.js';
import { setLanguageCookie } from './lib/language-cookie.js';

// Spec §9: the language cookie, locale nl, 365 days.
setLanguageCookie();
reloadWhenAChunkFails();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
