import { type FormEvent, useCallback, useState } from 'react';

/**
 * What a member typed in a form, kept in the tab's session storage while they type: text that
 * could not be sent (the session had ended, the page was reloaded or left) is back in the form when
 * they return in the same tab. Session storage, not local storage: a draft does not outlive the
 * tab, so it is not left behind on a shared computer; the key names the member, so someone else
 * logging in in the same tab does not get it. Storage can be unavailable (blocked, full, private
 * modes): the forms then work without drafts.
 */
type Draft = Record<string, string>;

const storageKey = (key: string) => `nsv:concept:${key}`;

/** The kept draft under `key`, or null. */
function readDraft(key: string): Draft | null {
  try {
    const stored = window.sessionStorage.getItem(storageKey(key));
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (!parsed || typeof parsed !== 'object') return null;
    const entries = Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return entries.length ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

/** Keeps `values` as the draft under `key`. */
function keepDraft(key: string, values: Draft): void {
  try {
    window.sessionStorage.setItem(storageKey(key), JSON.stringify(values));
  } catch {
    // Without storage there is no draft; the form still works.
  }
}

/** Drops the draft under `key` (it was sent, or it is the same as what is saved). */
function dropDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(key));
  } catch {
    // Nothing was kept.
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function textField(form: HTMLFormElement, name: string): TextField | null {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
}

/** What the text fields `names` of `form` hold now. */
function valuesOf(form: HTMLFormElement, names: readonly string[]): Draft {
  const values: Draft = {};
  for (const name of names) {
    const field = textField(form, name);
    if (field) values[name] = field.value;
  }
  return values;
}

/**
 * A draft of a form's text fields `names` under `key` (null: no member, no draft): `attach` is the
 * form's ref and fills the fields from a kept draft when the form appears (`restored` then says
 * so; a draft equal to what the form shows is dropped; what was typed before hydration becomes
 * the draft instead), `onChange` keeps what is typed, `drop` forgets it once sent. `names` is a
 * constant of the caller's module (the callbacks follow it).
 */
export function useFormDraft(key: string | null, names: readonly string[]) {
  const [restored, setRestored] = useState(false);
  const attach = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form || !key) return;
      // Typed before the page had hydrated (no change events were heard then): that is the draft
      // now, newer than any kept one.
      const fields = names.map((name) => textField(form, name));
      if (fields.some((field) => field && field.value !== field.defaultValue)) {
        keepDraft(key, valuesOf(form, names));
        return;
      }
      const draft = readDraft(key);
      if (!draft) return;
      let changed = false;
      for (const name of names) {
        const field = textField(form, name);
        const value = draft[name];
        if (!field || value === undefined || field.value === value) continue;
        field.value = value;
        changed = true;
      }
      if (changed) setRestored(true);
      else dropDraft(key);
    },
    [key, names],
  );
  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (key) keepDraft(key, valuesOf(event.currentTarget, names));
    },
    [key, names],
  );
  const drop = useCallback(() => {
    if (key) dropDraft(key);
    setRestored(false);
  }, [key]);
  return { attach, onChange, restored, drop };
}
