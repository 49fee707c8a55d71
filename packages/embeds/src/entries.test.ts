// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import tsupConfig from '../tsup.config';
import { EMBED_TYPES } from './embed-types';
import { isEmbedType } from './embed-renderer/embed-renderer';
import * as root from './index';

// The blocks are listed once (embed-types.ts); the build, the package's exports, the root entry
// and the renderer must each cover every one of them, and nothing else.
const pkgRoot = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${pkgRoot}package.json`, 'utf8')) as {
  main: string;
  types: string;
  sideEffects: string[];
  exports: Record<string, string | Record<string, string>>;
};
const config = tsupConfig as {
  entry: Record<string, string>;
  dts: { entry: Record<string, string> };
};
const OTHER_SCRIPT_ENTRIES = ['index', 'embed-renderer', 'button'];

describe('entries', () => {
  it.each(EMBED_TYPES)('%s has a build entry with declarations', (type) => {
    expect(config.entry[type]).toBe(`src/${type}/index.ts`);
    expect(config.dts.entry[type]).toBe(`src/${type}/index.ts`);
    expect(existsSync(`${pkgRoot}src/${type}/index.ts`)).toBe(true);
  });

  it.each(EMBED_TYPES)('%s is exported with its types first', (type) => {
    const target = pkg.exports[`./${type}`];
    expect(target).toEqual({ types: `./dist/${type}.d.ts`, import: `./dist/${type}.js` });
    // TypeScript takes the first condition that matches, so `types` must come before `import`.
    expect(Object.keys(target as object)).toEqual(['types', 'import']);
  });

  it('exports exactly the built script entries, and nothing unbuilt', () => {
    const scriptExports = Object.entries(pkg.exports)
      .filter(([, target]) => typeof target === 'object')
      .map(([subpath]) => (subpath === '.' ? 'index' : subpath.slice(2)));
    const built = Object.keys(config.entry).filter((name) => name !== 'tokens');
    expect(scriptExports.sort()).toEqual(built.sort());
    expect(built.sort()).toEqual([...OTHER_SCRIPT_ENTRIES, ...EMBED_TYPES].sort());
    expect(pkg.exports['./tokens.css']).toBe('./dist/tokens.css');
    // For tools that read the old top-level fields instead of `exports`.
    expect([pkg.main, pkg.types]).toEqual(['./dist/index.js', './dist/index.d.ts']);
    // Only the stylesheet has effects on import; bundlers may drop any unused script module.
    expect(pkg.sideEffects).toEqual(['**/*.css']);
  });

  it('points every export at a file the build made', () => {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const files = typeof target === 'string' ? [target] : Object.values(target);
      for (const file of files) {
        expect(existsSync(`${pkgRoot}${file}`), `${subpath}: ${file} (run \`pnpm build\`)`).toBe(
          true,
        );
      }
    }
  });

  it.each(EMBED_TYPES)('%s is re-exported by the root entry', async (type) => {
    const entry = (await import(`./${type}/index.ts`)) as Record<string, unknown>;
    expect(Object.keys(entry).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(entry)) {
      expect((root as Record<string, unknown>)[name], name).toBe(value);
    }
  });

  it.each(EMBED_TYPES)('%s has a case in the EmbedRenderer', (type) => {
    expect(isEmbedType(type)).toBe(true);
  });
});
