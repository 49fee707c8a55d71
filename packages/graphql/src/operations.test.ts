/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { type DocumentNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as api from './index.js';

// Issue 5: one `.graphql` document per operation of spec §7, named as the spec names it.
const operationsDir = new URL('./operations/', import.meta.url);
const FRAGMENTS_FILE = 'fragments.graphql';

/** 'ArticleByPath' → 'article-by-path'. */
const kebab = (name: string) => name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();

const files = readdirSync(operationsDir)
  .filter((name) => name.endsWith('.graphql'))
  .map((name) => ({ name, document: parse(readFileSync(new URL(name, operationsDir), 'utf8')) }));

/** Spec §7's calls, as operation names (the spec's `myInterests` is the operation `MyInterests`). */
const SPEC_OPERATIONS = {
  query: [
    'PagesForActivity',
    'FrontpageItems',
    'MyInterests',
    'RegionBySlug',
    'Regions',
    'SiteSearch',
    'ArticlesByType',
    'Articles',
    'ArticleByPath',
    'MySessions',
    'Me',
    'Banner',
    'PageByPath',
    'ChildrenByPath',
    'PathInfo',
    'AdminPath',
    'RepliesForArticle',
  ],
  mutation: [
    'AddInterest',
    'RemoveInterest',
    'CreateSession',
    'DeleteCurrentSession',
    'DeleteSession',
    'CreateAccount',
    'ChangePassword',
    'RequestPasswordReset',
    'ResetPassword',
    'CreateMyProfile',
    'SaveMyProfile',
    'AddNewsletterSubscription',
    'InsertReply',
  ],
} as const;

function operationsOf(document: DocumentNode): OperationDefinitionNode[] {
  return document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
}

describe('the operation documents', () => {
  it('hold exactly one named operation per file, the file named after it', () => {
    const misfits = files
      .filter(({ name }) => name !== FRAGMENTS_FILE)
      .flatMap(({ name, document }) => {
        const operations = operationsOf(document);
        const fragments = document.definitions.length - operations.length;
        const operationName = operations[0]?.name?.value ?? '';
        return operations.length === 1 &&
          fragments === 0 &&
          name === `${kebab(operationName)}.graphql`
          ? []
          : [`${name}: ${operations.map((o) => o.name?.value ?? '(anonymous)').join(', ')}`];
      });
    expect(misfits).toEqual([]);
  });

  it('keep the shared fragments in fragments.graphql, without operations', () => {
    const fragments = files.find(({ name }) => name === FRAGMENTS_FILE);
    expect(fragments).toBeDefined();
    expect(operationsOf(fragments!.document)).toEqual([]);
  });

  it.each([
    ...SPEC_OPERATIONS.query.map((name) => ['query', name] as const),
    ...SPEC_OPERATIONS.mutation.map((name) => ['mutation', name] as const),
  ])('has a %s document, a typed document and a hook for %s', (kind, name) => {
    const file = files.find((f) => f.name === `${kebab(name)}.graphql`);
    expect(file, `${kebab(name)}.graphql`).toBeDefined();
    const [operation] = operationsOf(file!.document);
    expect(operation?.operation).toBe(kind);
    expect(operation?.name?.value).toBe(name);
    // The spec's field is the operation's (first) root field: `AdminPath` asks `adminPath`.
    const rootField = operation?.selectionSet.selections[0];
    const fieldName = name[0]!.toLowerCase() + name.slice(1);
    expect(rootField?.kind === Kind.FIELD ? rootField.name.value : undefined).toBe(fieldName);

    const generated = (api as Record<string, unknown>)[`${name}Document`] as
      DocumentNode | undefined;
    expect(generated && operationsOf(generated)[0]?.name?.value).toBe(name);
    const hook = `use${name}${kind === 'query' ? 'Query' : 'Mutation'}`;
    expect(typeof (api as Record<string, unknown>)[hook]).toBe('function');
  });
});
