/** True unless the bundle was built for production; bundlers replace `process.env.NODE_ENV`. */
export function isDevelopment(): boolean {
  // The typeof guard keeps the kit working in a browser page loaded without a bundler.
  return typeof process === 'undefined' || process.env.NODE_ENV !== 'production';
}

/** Warns in development only; production pages stay quiet. */
export function devWarn(message: string, ...details: unknown[]): void {
  if (isDevelopment()) console.warn(`[@nsv/embeds] ${message}`, ...details);
}
