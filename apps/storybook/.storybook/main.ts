import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Every package's stories sit beside its components; Storybook's own (the shell) live here.
  stories: ['../../../packages/*/src/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
