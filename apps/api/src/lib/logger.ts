/** Structured log lines (one JSON object per line) on stdout/stderr. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

/** A logger writing JSON lines; `silent` drops info lines (tests). */
export function createLogger(options: { silent?: boolean } = {}): Logger {
  const write = (level: string, event: string, fields: Record<string, unknown> = {}) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
    if (level === 'error') process.stderr.write(`${line}\n`);
    else if (!options.silent) process.stdout.write(`${line}\n`);
  };
  return {
    info: (e, f) => write('info', e, f),
    warn: (e, f) => write('warn', e, f),
    error: (e, f) => write('error', e, f),
  };
}
