import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Every page is rendered on the server: full HTML for readers without scripts and for search engines.
  ssr: true,
  // Opt in to the v8 behaviour now, so the upgrade to React Router 8 changes nothing (and no warnings).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
