import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { BUTTON_COLORS, type ButtonColor, resolveButtonColor } from './button-color';

describe('Button colour validation', () => {
  it.each(BUTTON_COLORS)('renders colour %s', (color) => {
    render(<Button color={color} label="Opslaan" />);
    expect(screen.getByRole('button', { name: 'Opslaan' })).toHaveAttribute('data-color', color);
  });

  it('throws a clear error for another colour in development', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(() => resolveButtonColor('purple')).toThrow(
      'Button: unknown color "purple"; use one of primary, accent, error, warning, info, success.',
    );
  });

  it('refuses to render another colour in development', () => {
    vi.stubEnv('NODE_ENV', 'development');
    // React reports the render error it rethrows; that report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Button color={'purple' as ButtonColor} label="Opslaan" />)).toThrow(
      /unknown color "purple"/,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('falls back to primary for another colour in production, and says so once per value', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <>
        <Button color={'purple' as ButtonColor} label="Opslaan" />
        <Button color={'purple' as ButtonColor} label="Annuleren" />
      </>,
    );
    for (const name of ['Opslaan', 'Annuleren']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('data-color', 'primary');
    }
    rerender(
      <>
        <Button color={'purple' as ButtonColor} label="Opslaan" />
        <Button color={'paars' as ButtonColor} label="Annuleren" />
      </>,
    );
    expect(error.mock.calls).toEqual([
      [
        '[@nsv/embeds] Button: unknown color "purple"; use one of primary, accent, error, warning, info, success. Falling back to primary.',
      ],
      [
        '[@nsv/embeds] Button: unknown color "paars"; use one of primary, accent, error, warning, info, success. Falling back to primary.',
      ],
    ]);
  });

  it('reports a value that is not a string in production too', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveButtonColor(42)).toBe('primary');
    expect(resolveButtonColor(null)).toBe('primary');
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unknown color 42;'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unknown color null;'));
  });

  it('stays quiet for the six colours in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const error = vi.spyOn(console, 'error');
    for (const color of BUTTON_COLORS) expect(resolveButtonColor(color)).toBe(color);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('Button states', () => {
  it('is a real button of type button that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button label="Aanmelden" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Aanmelden' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    render(<Button label="Aanmelden" disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Aanmelden' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  // Regression: the label was hidden with visibility:hidden while loading, which also removed the
  // button's accessible name; the name lookup below fails if that comes back.
  it('while loading is busy, keeps its label (and so its width) and ignores clicks', async () => {
    const onClick = vi.fn();
    render(<Button label="Versturen" loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Versturen' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled(); // stays focusable
    expect(button.querySelector('.nsv-button__spinner')).not.toBeNull();
    expect(button.querySelector('.nsv-button__content')).toHaveTextContent('Versturen');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a decorative icon and the text variant', () => {
    render(<Button label="Delen" icon={<svg data-testid="icon" />} text color="accent" />);
    const button = screen.getByRole('button', { name: 'Delen' });
    expect(button).toHaveAttribute('data-variant', 'text');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes the submit type through', () => {
    render(<Button label="Aanmelden" type="submit" />);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
  });
});
