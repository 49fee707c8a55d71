// The published files, loaded as other teams' tools load them: Node's `require()` of the CommonJS
// build and `import` of the ESM build, each through the package's own "exports" map (a package may
// import itself by name), in a plain Node process without vitest's transforms. turbo runs `build`
// before `test` (turbo.json), so dist/ is this source's build.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as core from './index.js';
import * as worker from './service-worker/index.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

interface Probe {
  resolved: { core: string; worker: string };
  core: string[];
  worker: string[];
  state: string;
  sdkVersion: string;
  errorsArePushErrors: boolean;
  registerPushServiceWorker: string;
}

// The same checks in both module systems; `load` and `resolve` differ.
const probeBody = `
  const client = sdk.createPushClient({ storage: sdk.createMemoryStorage() });
  client.configure({ applicationKey: 'key', applicationSecret: 'secret' });
  const error = new sdk.NotConfiguredError();
  process.stdout.write(JSON.stringify({
    resolved: { core: resolve('@nsv/push-sdk'), worker: resolve('@nsv/push-sdk/service-worker') },
    core: Object.keys(sdk).sort(),
    worker: Object.keys(sw).sort(),
    state: client.state,
    sdkVersion: sdk.SDK_VERSION,
    errorsArePushErrors: error instanceof sdk.PushError && error.code === 'not-configured',
    registerPushServiceWorker: typeof sw.registerPushServiceWorker,
  }));
`;

function runNode(args: string[]): Probe {
  return JSON.parse(
    execFileSync(process.execPath, args, { cwd: packageDir, encoding: 'utf8' }),
  ) as Probe;
}

const sourceExports = {
  core: Object.keys(core).sort(),
  worker: Object.keys(worker).sort(),
};

describe('the built package', () => {
  it('has every file its exports map names (run `pnpm --filter @nsv/push-sdk build` first)', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      main: string;
      module: string;
      types: string;
      exports: Record<string, unknown>;
    };
    const targets: string[] = [manifest.main, manifest.module, manifest.types];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') targets.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(manifest.exports);
    const missing = targets.filter((target) => !existsSync(join(packageDir, target)));
    expect(missing).toEqual([]);
  });

  it('loads with require() from the CommonJS build, with every export of the source', () => {
    const probe = runNode([
      '-e',
      `const sdk = require('@nsv/push-sdk');
       const sw = require('@nsv/push-sdk/service-worker');
       const resolve = (name) => require.resolve(name);
       ${probeBody}`,
    ]);
    expect(probe.resolved).toEqual({
      core: join(packageDir, 'dist/index.cjs'),
      worker: join(packageDir, 'dist/service-worker.cjs'),
    });
    expect({ core: probe.core, worker: probe.worker }).toEqual(sourceExports);
    expect(probe).toMatchObject({
      state: 'configured',
      sdkVersion: '4.2.0',
      errorsArePushErrors: true,
      registerPushServiceWorker: 'function',
    });
  });

  it('loads with import from the ESM build, with every export of the source', () => {
    const probe = runNode([
      '--input-type=module',
      '-e',
      `import * as sdk from '@nsv/push-sdk';
       import * as sw from '@nsv/push-sdk/service-worker';
       import { fileURLToPath } from 'node:url';
       const resolve = (name) => fileURLToPath(import.meta.resolve(name));
       ${probeBody}`,
    ]);
    expect(probe.resolved).toEqual({
      core: join(packageDir, 'dist/index.js'),
      worker: join(packageDir, 'dist/service-worker.js'),
    });
    expect({ core: probe.core, worker: probe.worker }).toEqual(sourceExports);
    expect(probe).toMatchObject({
      state: 'configured',
      sdkVersion: '4.2.0',
      errorsArePushErrors: true,
      registerPushServiceWorker: 'function',
    });
  });
});
