import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { INTERACTIVE_EMBED_TYPES } from './app/components/content/embed-kinds.js';

/** The browser entry of island documents (decision 0518), relative to the app's root. */
export const ISLANDS_ENTRY = 'app/islands.client.tsx';

/** The module through which the server learns the entry's built files. */
export const ISLANDS_MANIFEST_ID = 'virtual:nsv/islands-manifest';
const RESOLVED_ID = `\0${ISLANDS_MANIFEST_ID}`;

/** What an island document loads: the entry script and every chunk it imports statically. */
export interface IslandsManifest {
  entry: string;
  imports: string[];
}

/**
 * Written to `build/islands-manifest.json` for `scripts/bundle-size.mjs`: the manifest, per chunk
 * the islands load on demand (a block's code) the files it adds to the page, and the block types
 * that hydrate in an island document.
 */
export interface IslandsReport extends IslandsManifest {
  lazy: Record<string, string[]>;
  interactiveEmbedTypes: string[];
}

/**
 * Builds the islands entry in the same client build as React Router's entry and routes, so both
 * share their chunks (React DOM is one file, cached once for either kind of page), and gives the
 * server build its public paths through `virtual:nsv/islands-manifest`. React Router builds the
 * client before the server in one process, so the server build reads what the client build found.
 * In development (`react-router dev`) and in the browser's bundle the module is `null`: in
 * development every page hydrates fully.
 */
export function islands(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let root = process.cwd();
  let base = '/';
  let manifest: IslandsManifest | null = null;
  let report: IslandsReport | null = null;
  return {
    name: 'nsv-islands',
    config(_, env) {
      command = env.command;
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    configEnvironment(name, options) {
      if (name !== 'client' || command !== 'build') return;
      // React Router sets the client build's inputs (its entry and the route modules); add ours.
      const build = (options.build ??= {});
      const rollup = (build.rollupOptions ??= {});
      const input = rollup.input;
      const entry = path.resolve(root, ISLANDS_ENTRY);
      if (Array.isArray(input)) rollup.input = [...input, entry];
      else if (typeof input === 'string') rollup.input = [input, entry];
      else if (input) rollup.input = { ...input, islands: entry };
      else
        throw new Error('nsv-islands: the client build has no inputs to add the islands entry to');
    },
    resolveId(id) {
      return id === ISLANDS_MANIFEST_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // The browser never needs it; in development there is no built entry to point at.
      if (command !== 'build' || this.environment.name === 'client') return 'export default null;';
      if (!manifest)
        throw new Error(
          'nsv-islands: the server build ran before the client build found the islands entry',
        );
      return `export default ${JSON.stringify(manifest)};`;
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      const entryPath = path.resolve(root, ISLANDS_ENTRY);
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === entryPath);
      if (!entry) throw new Error(`nsv-islands: no chunk for ${ISLANDS_ENTRY} in the client build`);
      // Every chunk the entry imports statically, transitively: the page preloads them all.
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const imports = new Set<string>();
      const visit = (fileName: string) => {
        for (const imported of byName.get(fileName)?.imports ?? []) {
          if (imports.has(imported)) continue;
          imports.add(imported);
          visit(imported);
        }
      };
      visit(entry.fileName);
      // The point of an island document: React Router and the root route never load. A shared
      // module that pulled them in would silently undo it; stop the build instead.
      for (const fileName of imports) {
        const framework = byName
          .get(fileName)
          ?.moduleIds.find((id) =>
            /[\\/]node_modules[\\/]react-router[\\/]|[\\/]app[\\/]root\.tsx$/.test(id),
          );
        if (framework)
          throw new Error(
            `nsv-islands: the islands entry imports ${fileName}, which holds ${framework}; keep React Router and the root out of what islands import`,
          );
      }
      const url = (fileName: string) => `${base}${fileName}`;
      manifest = { entry: url(entry.fileName), imports: [...imports].map(url) };
      // Every chunk loaded on demand (directly or from another such chunk), with the files it
      // adds to what the page loads anyway.
      const loaded = new Set([entry.fileName, ...imports]);
      const closure = (fileName: string) => {
        const adds = new Set([fileName]);
        const add = (name: string) => {
          for (const imported of byName.get(name)?.imports ?? []) {
            if (loaded.has(imported) || adds.has(imported)) continue;
            adds.add(imported);
            add(imported);
          }
        };
        add(fileName);
        return [...adds];
      };
      const lazy: Record<string, string[]> = {};
      const pending = [...loaded];
      const seen = new Set(loaded);
      while (pending.length > 0) {
        const fileName = pending.pop()!;
        const chunk = byName.get(fileName);
        for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
          if (seen.has(next)) continue;
          seen.add(next);
          pending.push(next);
          const nextChunk = byName.get(next);
          if (nextChunk && chunk?.dynamicImports.includes(next))
            lazy[nextChunk.name] = closure(next).map(url);
        }
      }
      report = { ...manifest, lazy, interactiveEmbedTypes: [...INTERACTIVE_EMBED_TYPES] };
    },
    writeBundle(options) {
      if (this.environment.name !== 'client' || !report || !options.dir) return;
      writeFileSync(
        path.join(options.dir, '..', 'islands-manifest.json'),
        `${JSON.stringify(report, null, 2)}\n`,
      );
    },
  };
}
