import { defineConfig } from 'tsup';

// One entry per public subpath so a page that only toasts does not ship the dialog code.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    toast: 'src/toast.ts',
    modal: 'src/modal.ts',
    styles: 'src/styles.css',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', toast: 'src/toast.ts', modal: 'src/modal.ts' } },
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // The peers (React) stay imports, resolved by the app's bundler; the shell has no other dependencies.
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
