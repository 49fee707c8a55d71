import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { BlockStyle } from '../lib/block-style';
import { type ButtonColor, resolveButtonColor } from './button-color';
import { buttonCss } from './button-styles';

/** Props of Button (spec §3: color, label, icon, disabled, loading, text). */
export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'color' | 'children'
> {
  /** One of primary, accent, error, warning, info, success; default primary. */
  color?: ButtonColor;
  /** The visible text, which is also the accessible name. */
  label: string;
  /** An icon before the label (decorative: hidden from assistive technology). */
  icon?: ReactNode;
  /** Shows a spinner, sets aria-busy and ignores clicks, keeping the button's width. */
  loading?: boolean;
  /** The text variant: coloured text without a filled background. */
  text?: boolean;
}

/** A real <button> in one of the six colours of spec §3. */
export function Button({
  color = 'primary',
  label,
  icon,
  disabled = false,
  loading = false,
  text = false,
  type = 'button',
  className,
  onClick,
  ...rest
}: ButtonProps) {
  const resolved = resolveButtonColor(color);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button stays focusable (no `disabled`, so focus is not lost) but does nothing.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <>
      <BlockStyle name="button" css={buttonCss} />
      <button
        {...rest}
        type={type}
        className={className ? `nsv-button ${className}` : 'nsv-button'}
        data-color={resolved}
        data-variant={text ? 'text' : 'filled'}
        disabled={disabled}
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
        onClick={handleClick}
      >
        <span className="nsv-button__content">
          {icon ? (
            <span className="nsv-button__icon" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <span>{label}</span>
        </span>
        {loading ? <span className="nsv-button__spinner" aria-hidden="true" /> : null}
      </button>
    </>
  );
}
