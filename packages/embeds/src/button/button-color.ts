import { isDevelopment } from '../lib/env';

/** The colours spec §3 allows for a Button. */
export const BUTTON_COLORS = ['primary', 'accent', 'error', 'warning', 'info', 'success'] as const;

/** One of the six Button colours. */
export type ButtonColor = (typeof BUTTON_COLORS)[number];

/** Whether a value is one of the six Button colours. */
export function isButtonColor(value: unknown): value is ButtonColor {
  return typeof value === 'string' && (BUTTON_COLORS as readonly string[]).includes(value);
}

/** Bad values already reported in production: each is logged once, not on every render. */
const reported = new Set<string>();

/**
 * Refuses any colour but the six (spec §5). In development it throws, so the mistake shows at once.
 * In production the button falls back to 'primary', so a bad value from content never takes a page
 * down, and `console.error` reports it once per value, so the mistake still reaches the logs.
 */
export function resolveButtonColor(value: unknown): ButtonColor {
  if (isButtonColor(value)) return value;
  const message = `Button: unknown color ${JSON.stringify(value)}; use one of ${BUTTON_COLORS.join(', ')}.`;
  if (isDevelopment()) throw new Error(message);
  const key = typeof value === 'string' ? value : `${typeof value}:${String(value)}`;
  if (!reported.has(key)) {
    reported.add(key);
    console.error(`[@nsv/embeds] ${message} Falling back to primary.`);
  }
  return 'primary';
}
