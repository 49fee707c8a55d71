import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { islands } from './islands.vite.js';

/** React and React DOM with its scheduler: every page needs them, island documents too, in one file. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * React Router: every fully hydrated page needs it, an island document never (decision 0518).
 * Its own dependencies (`cookie`, `set-cookie-parser`) are server code it never puts in the
 * browser's bundle, and it carries turbo-stream inside its own files.
 */
const ROUTER = /[\\/]node_modules[\\/]react-router[\\/]/;
/**
 * The island components and the code that hydrates them, with everything they import
 * (`components/islands/registry.ts`, `hydrate-islands.tsx`): one file that island documents load
 * beside React and the root's chunk imports on every other page (the header's colour-mode
 * toggle, the modal host, the build-update check, ...). The islands entry itself stays out of it:
 * its side effect belongs to island documents only. Vite's helper for dynamic imports goes with
 * it, or it would land in the embeds chunk that island documents load only on demand.
 */
const ISLANDS =
  /[\\/]app[\\/]components[\\/]islands[\\/](registry\.ts|hydrate-islands\.tsx)$|vite[\\/]preload-helper/;
/**
 * Content embeds (the renderer of `@nsv/embeds` behind `ContentEmbed`): island documents and
 * content pages need them, other pages not; without a file of their own they would sit in the
 * islands chunk that every page loads.
 */
const EMBEDS = /[\\/]app[\\/]components[\\/]content[\\/]content-embed\.tsx$/;

export default defineConfig({
  plugins: [reactRouter(), islands()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Decision 0516: a first visit loads few files. React and React Router in a chunk
            // each (0518: island documents load React only), the root module with everything it
            // imports (loaded by every page anyway) in another; modules that only some routes
            // share keep their own chunks.
            codeSplitting: {
              groups: [
                { name: 'react', test: REACT, priority: 4 },
                { name: 'router', test: ROUTER, priority: 3 },
                { name: 'islands', test: ISLANDS, priority: 2.5 },
                { name: 'embeds', test: EMBEDS, priority: 2 },
                { name: 'shell', test: /[\\/]app[\\/]root\.tsx$/, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
