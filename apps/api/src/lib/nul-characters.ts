import type { ASTVisitor, ValidationContext, ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { invalid } from '../errors.js';

/**
 * PostgreSQL's text cannot hold the character U+0000: a string with one, passed on to a statement,
 * fails it, and the visitor would see an internal error for what is bad input. The API refuses such
 * a string before any resolver runs, as `validation-failed` on the input field that holds it (the
 * innermost key: `username` of a `createAccount` input, `query` of `siteSearch`).
 */
export const NUL_MESSAGE = 'Dit veld bevat een ongeldig teken.';

/** The innermost key of `value` (named `key` itself) whose string holds U+0000, or null. */
export function fieldWithNul(value: unknown, key: string): string | null {
  if (typeof value === 'string') return value.includes('\0') ? key : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = fieldWithNul(item, key);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      const found = fieldWithNul(item, name);
      if (found) return found;
    }
  }
  return null;
}

/** The same for a literal in the document (`siteSearch(query: "a\u0000")`). */
function literalFieldWithNul(node: ValueNode, key: string): string | null {
  switch (node.kind) {
    case 'StringValue':
      return node.value.includes('\0') ? key : null;
    case 'ListValue':
      for (const item of node.values) {
        const found = literalFieldWithNul(item, key);
        if (found) return found;
      }
      return null;
    case 'ObjectValue':
      for (const field of node.fields) {
        const found = literalFieldWithNul(field.value, field.name.value);
        if (found) return found;
      }
      return null;
    default:
      return null;
  }
}

/** Validation rule: no argument literal holds U+0000. */
function noNulInLiterals(context: ValidationContext): ASTVisitor {
  return {
    Argument(node) {
      const field = literalFieldWithNul(node.value, node.name.value);
      if (field) context.reportError(invalid(field, NUL_MESSAGE));
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
      const field = fieldWithNul(value, name);
      if (field) {
        setResultAndStopExecution({ errors: [invalid(field, NUL_MESSAGE)] });
        return;
      }
    }
  },
};
