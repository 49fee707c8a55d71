import type { AnchorHTMLAttributes } from 'react';
import { BlockStyle } from '../lib/block-style';
import { buttonCss } from './button-styles';

/** Props of LinkButton. */
export interface LinkButtonProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'children' | 'color'
> {
  /** Where the link goes when nothing handles the click (no JavaScript, a new tab). */
  href: string;
  /** The visible text, which is also the accessible name. */
  label: string;
}

/**
 * A link that looks like the primary Button: for an action with an address to fall back on, so
 * that it works before and without JavaScript (the facades' 'Video laden'). Internal to the kit.
 */
export function LinkButton({ label, className, ...rest }: LinkButtonProps) {
  return (
    <>
      <BlockStyle name="button" css={buttonCss} />
      <a
        {...rest}
        className={className ? `nsv-button ${className}` : 'nsv-button'}
        data-color="primary"
        data-variant="filled"
      >
        <span className="nsv-button__content">
          <span>{label}</span>
        </span>
      </a>
    </>
  );
}
