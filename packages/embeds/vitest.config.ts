import { defineConfig } from 'vitest/config';

// happy-dom does not load iframe pages and says so on stderr ("Iframe page loading is disabled"):
// expected in the facade tests, which check the iframe's address, never its page.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
