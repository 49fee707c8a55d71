import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterSignup } from './newsletter-signup';
import { NEWSLETTER_MESSAGES, validateEmail } from './validate-email';

const data = {
  title: 'Blijf op de hoogte',
  text: 'Ontvang elke maand het laatste sneeuwnieuws en de reizen van de vereniging.',
  buttonLabel: 'Aanmelden',
};

function setup(onSubscribe: (email: string) => Promise<void>) {
  render(<NewsletterSignup data={data} onSubscribe={onSubscribe} />);
  return {
    input: screen.getByLabelText('E-mailadres'),
    button: screen.getByRole('button', { name: 'Aanmelden' }),
    status: screen.getByRole('status'),
  };
}

describe('validateEmail', () => {
  it('accepts an address and refuses empty or malformed ones in Dutch', () => {
    expect(validateEmail(' anna@voorbeeld.nl ')).toBeUndefined();
    expect(validateEmail('')).toBe('Vul je e-mailadres in.');
    expect(validateEmail('anna@voorbeeld')).toBe(NEWSLETTER_MESSAGES.invalid);
    expect(validateEmail('anna voorbeeld.nl')).toBe(NEWSLETTER_MESSAGES.invalid);
  });
});

describe('NewsletterSignup states', () => {
  it('shows the validation error on the labelled input and does not subscribe', async () => {
    const onSubscribe = vi.fn(() => Promise.resolve());
    const { input, button } = setup(onSubscribe);
    await userEvent.type(input, 'anna@');
    await userEvent.click(button);
    expect(onSubscribe).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.invalid);
    expect(input).toHaveFocus();
  });

  it('goes through pending to success', async () => {
    let resolve!: () => void;
    const onSubscribe = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { input, button, status } = setup(onSubscribe);
    await userEvent.type(input, 'anna@voorbeeld.nl');
    await userEvent.click(button);

    expect(onSubscribe).toHaveBeenCalledWith('anna@voorbeeld.nl');
    expect(status).toHaveTextContent(NEWSLETTER_MESSAGES.pending);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onSubscribe).toHaveBeenCalledTimes(1);

    resolve();
    expect(await screen.findByText(NEWSLETTER_MESSAGES.success)).toBe(status);
    expect(screen.queryByLabelText('E-mailadres')).toBeNull();
    expect(status).toHaveFocus();
  });

  it('shows the error state and keeps the form for another try', async () => {
    const onSubscribe = vi.fn(() => Promise.reject(new Error('500')));
    const { input, button, status } = setup(onSubscribe);
    await userEvent.type(input, 'anna@voorbeeld.nl');
    await userEvent.click(button);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.error)).toBe(status);
    expect(input).toHaveValue('anna@voorbeeld.nl');
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('NewsletterSignup without JavaScript', () => {
  it('posts the address to the given action, so the form works before hydration', () => {
    const { container } = render(
      <NewsletterSignup
        data={data}
        onSubscribe={() => Promise.resolve()}
        subscribeAction="/nieuwsbrief/aanmelden?terug=%2Fnieuwsbrief"
      />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/nieuwsbrief/aanmelden?terug=%2Fnieuwsbrief');
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('name', 'email');
  });

  it('has no action of its own when none is given', () => {
    const { container } = render(
      <NewsletterSignup data={data} onSubscribe={() => Promise.resolve()} />,
    );
    expect(container.querySelector('form')).not.toHaveAttribute('action');
  });

  it('shows the outcome the server reported, without moving focus', () => {
    render(
      <NewsletterSignup
        data={data}
        onSubscribe={() => Promise.resolve()}
        subscribeStatus="success"
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(NEWSLETTER_MESSAGES.success);
    expect(status).not.toHaveFocus();
    expect(screen.queryByLabelText('E-mailadres')).toBeNull();
  });

  it('shows a refused address next to the field and a failure in the status line', () => {
    const { unmount } = render(
      <NewsletterSignup
        data={data}
        onSubscribe={() => Promise.resolve()}
        subscribeStatus="invalid"
      />,
    );
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription(
      NEWSLETTER_MESSAGES.invalid,
    );
    unmount();
    render(
      <NewsletterSignup
        data={data}
        onSubscribe={() => Promise.resolve()}
        subscribeStatus="error"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.error);
    expect(screen.getByLabelText('E-mailadres')).toBeInTheDocument();
  });
});
