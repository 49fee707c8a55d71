import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FormOutcome } from '../../lib/settings.js';
import type { SiteProfile } from '../../lib/user.js';
import { ProfileForm } from './profile-form.js';

function render(profile: SiteProfile | null, outcome?: FormOutcome) {
  const router = createMemoryRouter(
    [{ path: '/settings/profile', element: <ProfileForm profile={profile} outcome={outcome} /> }],
    { initialEntries: ['/settings/profile'] },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('ProfileForm', () => {
  it('creates a profile when there is none (registration before profiles existed)', () => {
    const html = render(null);
    expect(html).toContain('Maak je profiel aan');
    expect(html).toContain('name="intent" value="create-profile"');
    expect(html).toContain('Profiel aanmaken');
    expect(html).toContain('method="post"');
  });

  it('edits an existing profile and shows the Dutch error next to its field', () => {
    const html = render(
      { username: 'Sneeuwpop', slug: 'sneeuwpop', signature: 'Altijd op de lat', avatar: null },
      {
        intent: 'save-profile',
        ok: false,
        fieldErrors: { username: 'Deze gebruikersnaam is al in gebruik.' },
      },
    );
    expect(html).toContain('value="save-profile"');
    expect(html).toContain('value="Sneeuwpop"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="veld-username-fout"');
    expect(html).toContain(
      '<p class="settings-field__error" id="veld-username-fout">Deze gebruikersnaam is al in gebruik.</p>',
    );
  });

  it('puts back what was typed after a refusal, checks with our messages and focuses the field', () => {
    const html = render(
      { username: 'Sneeuwpop', slug: 'sneeuwpop', signature: 'Altijd op de lat', avatar: null },
      {
        intent: 'save-profile',
        ok: false,
        fieldErrors: { username: 'Je gebruikersnaam mag alleen letters, cijfers, …' },
        values: { username: 'Naam<met>tekens', signature: 'Nieuw onderschrift' },
      },
    );
    expect(html).toMatch(/<form[^>]* novalidate=""/i);
    expect(html).toContain('value="Naam&lt;met&gt;tekens"');
    expect(html).toContain('value="Nieuw onderschrift"');
    expect(html).not.toContain('Sneeuwpop');
    expect(html).toMatch(/<input id="veld-username"[^>]* autofocus=""/);
  });

  it('ignores the outcome of the other form', () => {
    const html = render(null, {
      intent: 'save-profile',
      ok: false,
      fieldErrors: { username: 'fout' },
    });
    expect(html).not.toContain('aria-invalid');
  });

  it('confirms a profile just created, now that the form edits it (regression: the message was lost)', () => {
    const html = render(
      { username: 'Nieuweling', slug: 'nieuweling', signature: null, avatar: null },
      { intent: 'create-profile', ok: true, message: 'Je profiel is aangemaakt.', fieldErrors: {} },
    );
    expect(html).toContain('value="save-profile"');
    expect(html).toContain('Je profiel is aangemaakt.');
  });

  it('does not show a failed create on the edit form', () => {
    const html = render(
      { username: 'Nieuweling', slug: 'nieuweling', signature: null, avatar: null },
      { intent: 'create-profile', ok: false, fieldErrors: { username: 'fout' } },
    );
    expect(html).not.toContain('aria-invalid');
  });
});
