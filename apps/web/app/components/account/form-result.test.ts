import { describe, expect, it } from 'vitest';
import { apiFormError, firstInvalidField, formText } from './form-result.js';

const validation = (field: string, message: string) => ({
  message,
  extensions: { code: 'validation-failed', field },
});

describe('apiFormError', () => {
  it("puts the API's messages beside the form's own fields", () => {
    const answer = apiFormError(
      { graphQLErrors: [validation('email', 'Er bestaat al een account met dit e-mailadres.')] },
      ['email', 'username'],
      { email: 'a@example.nl' },
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      fieldErrors: { email: 'Er bestaat al een account met dit e-mailadres.' },
      formError: undefined,
      values: { email: 'a@example.nl' },
    });
  });

  it('shows a message for a field the form does not have above the form', () => {
    const answer = apiFormError(
      { graphQLErrors: [validation('token', 'Deze link is ongeldig of verlopen.')] },
      ['password'],
      {},
    );
    expect(answer.data.fieldErrors).toEqual({});
    expect(answer.data.formError).toBe('Deze link is ongeldig of verlopen.');
  });

  it('answers 429 with the wait time for a rate limit', () => {
    const answer = apiFormError(
      {
        graphQLErrors: [
          {
            message: 'Te veel pogingen. Probeer het over 12 minuten opnieuw.',
            extensions: { code: 'rate-limited', retryAfter: 700 },
          },
        ],
      },
      ['email'],
      {},
    );
    expect(answer.init?.status).toBe(429);
    expect(answer.data.formError).toBe('Te veel pogingen. Probeer het over 12 minuten opnieuw.');
  });

  it('never answers without a word', () => {
    expect(apiFormError({ errors: [] }, ['email'], {}).data.formError).toBe(
      'Er ging iets mis. Probeer het later opnieuw.',
    );
  });
});

describe('form helpers', () => {
  it('reads text values and finds the first invalid field in form order', () => {
    const form = new FormData();
    form.set('email', 'a@example.nl');
    form.set('avatar', new Blob(['x']));
    expect(formText(form, 'email')).toBe('a@example.nl');
    expect(formText(form, 'avatar')).toBe('');
    expect(formText(form, 'missing')).toBe('');
    // A textarea posted without JavaScript: CRLF (or a lone CR) is one line break, as typed.
    form.set('content', 'een\r\ntwee\rdrie\nvier\r\n\r\n');
    expect(formText(form, 'content')).toBe('een\ntwee\ndrie\nvier\n\n');
    expect(
      firstInvalidField({ fieldErrors: { password: 'x', email: 'y' }, values: {} }, [
        'email',
        'password',
      ]),
    ).toBe('email');
    expect(firstInvalidField(undefined, ['email'])).toBeUndefined();
  });
});
