import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** React, React DOM and React Router with their helpers: every page needs them, in one file. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;

export default defineConfig({
  plugins: [reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Decision 0516: a first visit loads few files. The framework in one chunk, the root
            // module with everything it imports (loaded by every page anyway) in another; modules
            // that only some routes share keep their own chunks.
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                { name: 'shell', test: /[\\/]app[\\/]root\.tsx$/, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
