import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * React, React DOM (with its scheduler) and React Router: every page needs them, in one file.
 * React Router's own dependencies (`cookie`, `set-cookie-parser`) are server code it never puts in
 * the browser's bundle, and it carries turbo-stream inside its own files.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

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
