import { describe, expect, it } from 'vitest';
import { checkRegistration } from './register-checks.js';

describe('checkRegistration', () => {
  it('names every field that is wrong at once, in Dutch like the API', () => {
    expect(
      checkRegistration({
        email: 'nietgeldig@',
        username: 'x',
        password: 'kort',
        acceptTerms: false,
      }),
    ).toEqual({
      email: 'Dit is geen geldig e-mailadres.',
      username: 'Je gebruikersnaam moet minstens 2 tekens lang zijn.',
      password: 'Je wachtwoord moet minstens 8 tekens lang zijn.',
      acceptTerms: 'Je moet akkoord gaan met de voorwaarden om een account te maken.',
    });
  });

  it('asks for what is missing and refuses what is too long or has other characters', () => {
    expect(
      checkRegistration({ email: ' ', username: '', password: '', acceptTerms: true }),
    ).toEqual({
      email: 'Vul je e-mailadres in.',
      username: 'Kies een gebruikersnaam.',
      password: 'Kies een wachtwoord.',
    });
    expect(
      checkRegistration({
        email: `${'a'.repeat(250)}@b.nl`,
        username: 'a'.repeat(31),
        password: 'p'.repeat(65),
        acceptTerms: true,
      }),
    ).toEqual({
      email: 'Dit is geen geldig e-mailadres.',
      username: 'Je gebruikersnaam mag hoogstens 30 tekens lang zijn.',
      password: 'Je wachtwoord mag hoogstens 64 tekens lang zijn.',
    });
    expect(
      checkRegistration({
        email: 'lid@skivereniging.nl',
        username: '<Skiër>',
        password: 'Poedersneeuw-2026',
        acceptTerms: true,
      }),
    ).toEqual({
      username:
        'Je gebruikersnaam mag alleen letters, cijfers, spaties, punten, streepjes en liggende streepjes bevatten.',
    });
  });

  it('lets a good registration through to the API', () => {
    expect(
      checkRegistration({
        email: 'Nieuw.Lid@Voorbeeld.nl ',
        username: '  Anne  de Vries ',
        password: 'Sneeuwschoen-op-de-Gletsjer-7',
        acceptTerms: true,
      }),
    ).toEqual({});
  });
});
