import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import type { FormOutcome } from '../../lib/settings.js';
import { FormField, FormStatus } from './form-field.js';
import { useFocusSettingsError } from './use-focus-settings-error.js';

interface Interest {
  id: string;
  name: string;
}

/**
 * The visitor's interests (each with a remove button), the interests others chose as suggestions
 * (one button each to add) and a field for a new one. Every button is its own small POST form.
 * The field is checked by us, not the browser (`noValidate`); a refusal keeps what was typed and
 * moves focus to it, an interest added from it empties it (so it is not added twice).
 */
export function InterestSettings({
  mine,
  available,
  outcome,
}: {
  mine: readonly Interest[];
  available: readonly Interest[];
  outcome: FormOutcome | undefined;
}) {
  const chosen = new Set(mine.map((i) => i.name.toLowerCase()));
  const suggestions = available.filter((i) => !chosen.has(i.name.toLowerCase()));
  const addForm = useRef<HTMLFormElement>(null);
  const added = outcome?.intent === 'add-interest' && outcome.ok ? outcome : undefined;
  useEffect(() => {
    const field = addForm.current?.elements.namedItem('name');
    // Only when the field still holds what was added (a suggestion's button leaves it alone).
    if (added && field instanceof HTMLInputElement && field.value === added.values?.name)
      field.value = '';
  }, [added]);
  const addOutcome = outcome?.intent === 'add-interest' ? outcome : undefined;
  useFocusSettingsError(addForm, addOutcome);
  return (
    <section className="settings-form" aria-labelledby="interesses-titel">
      <h2 id="interesses-titel">Interesses</h2>
      <p>Waar ben je in geïnteresseerd? Zo weten we welke berichten voor jou interessant zijn.</p>
      <FormStatus message={outcome?.ok ? outcome.message : undefined} error={outcome?.formError} />
      <h3 id="mijn-interesses">Jouw interesses</h3>
      {mine.length === 0 ? (
        <p className="settings-note">Je hebt nog geen interesses gekozen.</p>
      ) : (
        <ul className="settings-chips" aria-labelledby="mijn-interesses">
          {mine.map((interest) => (
            <li key={interest.id}>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-interest" />
                <input type="hidden" name="name" value={interest.name} />
                <span>{interest.name}</span>
                <button type="submit" className="settings-chip-button">
                  Verwijderen<span className="settings-visually-hidden"> ({interest.name})</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {suggestions.length > 0 ? (
        <>
          <h3 id="andere-interesses">Kies uit de interesses van andere leden</h3>
          <ul className="settings-chips" aria-labelledby="andere-interesses">
            {suggestions.map((interest) => (
              <li key={interest.id}>
                <Form method="post">
                  <input type="hidden" name="intent" value="add-interest" />
                  <input type="hidden" name="name" value={interest.name} />
                  <button type="submit" className="settings-chip-button">
                    <span aria-hidden="true">+ </span>
                    <span className="settings-visually-hidden">Toevoegen: </span>
                    {interest.name}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Form method="post" className="settings-inline-form" ref={addForm} noValidate>
        <input type="hidden" name="intent" value="add-interest" />
        <FormField
          name="name"
          id="nieuwe-interesse"
          label="Andere interesse toevoegen"
          maxLength={50}
          required
          defaultValue={addOutcome && !addOutcome.ok ? addOutcome.values?.name : undefined}
          error={addOutcome?.fieldErrors.name}
          autoFocus={Boolean(addOutcome?.fieldErrors.name)}
        />
        <button type="submit" className="settings-button">
          Toevoegen
        </button>
      </Form>
    </section>
  );
}
