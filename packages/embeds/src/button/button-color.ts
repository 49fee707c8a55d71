import { isDevelopment } from '../lib/env';

/** The colours spec §3 allows for a Button. */
export const BUTTON_COLORS = ['primary', 'accent', 'error', 'warning', 'info', 'success'] as const;

/** One of the six Button colours. */
export type ButtonColor = (typeof BUTTON_COLORS)[number];

/** Whether a value is one of the six Button colours. */
export function isButtonColor(value: unknown): value is ButtonColor {
  return typeof value === 'string' && (BUTTON_COLORS as readonly string[]).includes(value);
}

/**
 * Refuses any colour but the six (spec §5): in development it throws, so the mistake shows at once;
 * in production the button falls back to 'primary', so a content typo never breaks a page.
 */
export function resolveButtonColor(value: unknown): ButtonColor {
  if (isButtonColor(value)) return value;
  if (isDevelopment()) {
    throw new Error(
      `Button: unknown color ${JSON.stringify(value)}; use one of ${BUTTON_COLORS.join(', ')}.`,
    );
  }
  return 'primary';
}
