import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GraphQLScalarType } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { accountResolvers } from './accounts/accounts.js';
import { profileResolvers } from './accounts/profile.js';
import { sessionResolvers } from './accounts/sessions.js';
import { articleResolvers } from './articles/resolvers.js';
import { baseResolvers } from './base/resolvers.js';
import { pageResolvers } from './pages/resolvers.js';
import { regionResolvers } from './regions/resolvers.js';
import { replyResolvers } from './replies/resolvers.js';
import { searchResolvers } from './search/resolvers.js';
import { weatherResolvers } from './weather/resolvers.js';

/** The SDL folder: src/schema next to this file, or, in the built server, ../src/schema. */
function schemaFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [here, path.resolve(here, '../src/schema')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'base', 'schema.graphql')));
  if (!found) throw new Error(`SDL niet gevonden (gezocht in ${candidates.join(', ')})`);
  return found;
}

/** Reads every `<domain>/schema.graphql`, in a stable order. */
export function loadTypeDefs(): string[] {
  const root = schemaFolder();
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, d.name, 'schema.graphql')))
    .map((d) => d.name)
    .sort()
    .map((name) => fs.readFileSync(path.join(root, name, 'schema.graphql'), 'utf8'));
}

const all: Resolvers[] = [
  baseResolvers,
  articleResolvers,
  pageResolvers,
  regionResolvers,
  weatherResolvers,
  searchResolvers,
  sessionResolvers,
  accountResolvers,
  profileResolvers,
  replyResolvers,
];

/** Merges the per-domain resolver maps (a type's fields may come from several domains). */
function mergeResolvers(maps: Resolvers[]): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [type, value] of Object.entries(map)) {
      const existing = merged[type];
      // Scalars are class instances and replace; field maps merge.
      merged[type] =
        existing && !(value instanceof GraphQLScalarType)
          ? { ...(existing as object), ...(value as object) }
          : value;
    }
  }
  return merged as Resolvers;
}

/** The executable schema of the API. */
export function buildSchema() {
  return createSchema<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: mergeResolvers(all) as never,
  });
}
