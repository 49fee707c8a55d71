import fs from 'node:fs';
import path from 'node:path';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  Kind,
  parse,
  print,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { MAX_DEPTH } from '../app.js';
import { packageRoot } from '../env.js';

/**
 * The operations the site sends (`@nsv/graphql`, read from its `.graphql` files; apps/api/turbo.json
 * lists them as inputs of this package's tests).
 */
export const OPERATIONS_DIR = path.resolve(packageRoot, '../../packages/graphql/src/operations');

/** One operation of the site as its client sends it: the operation with the fragments it uses. */
export interface SiteOperation {
  name: string;
  /** The document text: the operation and, transitively, its fragments. */
  source: string;
  document: DocumentNode;
}

/** Every named operation in the site's `.graphql` files, each with the fragments it spreads. */
export function siteOperations(): SiteOperation[] {
  const definitions: DefinitionNode[] = fs
    .readdirSync(OPERATIONS_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .flatMap((file) => parse(fs.readFileSync(path.join(OPERATIONS_DIR, file), 'utf8')).definitions);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operations = definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.map((operation) => {
    const used = new Map<string, FragmentDefinitionNode>();
    const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !used.has(spread.name.value)) {
            used.set(spread.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(operation);
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [operation, ...used.values()],
    };
    return { name: operation.name?.value ?? '(anoniem)', source: print(document), document };
  });
}

/** The depth of an operation exactly as the server's max-depth rule counts it (`MAX_DEPTH`). */
export function armorDepth(schema: GraphQLSchema, document: DocumentNode): number {
  let depth = -1;
  const { validationRules } = new ApolloArmor({
    maxDepth: {
      ...MAX_DEPTH,
      n: Number.MAX_SAFE_INTEGER,
      onAccept: [(_context, { n }) => (depth = n)],
    },
    costLimit: { enabled: false },
    maxAliases: { enabled: false },
    maxDirectives: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  const errors = validate(schema, document, validationRules);
  if (errors.length) throw new Error(errors.map((e) => e.message).join('\n'));
  return depth;
}
