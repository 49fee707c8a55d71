import {
  visit,
  type ASTVisitor,
  type DocumentNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { invalid } from '../errors.js';

/**
 * PostgreSQL's text cannot hold the character U+0000: a string with one, passed on to a statement,
 * fails it, and the visitor would see an internal error for what is bad input. The API refuses such
 * a string before any resolver runs, as `validation-failed` on the input field that holds it, named
 * as the resolvers name theirs (see {@link fieldName}).
 */
const NUL_MESSAGE = 'Dit veld bevat een ongeldig teken.';

/**
 * An input value's name in `validation-failed`: its path from the argument (`query`, `slug`,
 * `filters.tags`), without the `input.` of a mutation's input object (`username`, `email`).
 */
function fieldName(path: readonly string[]): string {
  return (path[0] === 'input' && path.length > 1 ? path.slice(1) : path).join('.');
}

/** The path (object keys; lists add none) to the first string of `value` holding U+0000, or null. */
function pathToNul(value: unknown, path: readonly string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\0') ? [...path] : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = pathToNul(item, path);
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = pathToNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The same for a literal in the document (`siteSearch(query: "a\u0000")`). Records on the way
 * where each variable inside the literal sits (`filters: { tags: $tags }` → `filters.tags`).
 */
function literalPathToNul(
  node: ValueNode,
  path: readonly string[],
  variables?: Map<string, readonly string[]>,
): string[] | null {
  switch (node.kind) {
    case 'StringValue':
      return node.value.includes('\0') ? [...path] : null;
    case 'Variable':
      if (!variables?.has(node.name.value)) variables?.set(node.name.value, path);
      return null;
    case 'ListValue': {
      let found: string[] | null = null;
      for (const item of node.values) found ??= literalPathToNul(item, path, variables);
      return found;
    }
    case 'ObjectValue': {
      let found: string[] | null = null;
      for (const field of node.fields)
        found ??= literalPathToNul(field.value, [...path, field.name.value], variables);
      return found;
    }
    default:
      return null;
  }
}

/** Where each variable of the document is used: the argument path it fills. */
function variablePaths(document: DocumentNode): Map<string, readonly string[]> {
  const paths = new Map<string, readonly string[]>();
  visit(document, {
    Argument(node) {
      literalPathToNul(node.value, [node.name.value], paths);
    },
  });
  return paths;
}

/** Validation rule: no argument literal holds U+0000. */
function noNulInLiterals(context: ValidationContext): ASTVisitor {
  return {
    Argument(node) {
      const path = literalPathToNul(node.value, [node.name.value]);
      if (path) context.reportError(invalid(fieldName(path), NUL_MESSAGE));
    },
  };
}

/** Refuses U+0000 in argument literals (at validation) and in variables (before execution). */
export const useNoNulCharacters: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(noNulInLiterals);
  },
  onExecute({ args, setResultAndStopExecution }) {
    const variables = (args.variableValues ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(variables)) {
      const inner = pathToNul(value, []);
      if (!inner) continue;
      // Only now (a refusal) look up which argument the variable fills.
      const path = [...(variablePaths(args.document).get(name) ?? [name]), ...inner];
      setResultAndStopExecution({ errors: [invalid(fieldName(path), NUL_MESSAGE)] });
      return;
    }
  },
};
