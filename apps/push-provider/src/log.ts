/** A structured logger: one JSON line per event. */
export interface Logger {
  info: (message: string, fields?: Record<string, unknown>) => void;
  error: (message: string, fields?: Record<string, unknown>) => void;
}

/** Logs JSON lines to stdout/stderr. */
export function createLogger(): Logger {
  // A closed pipe (e.g. `pnpm start | head`) must not crash the server on its next log line.
  process.stdout.on('error', () => {});
  process.stderr.on('error', () => {});
  const write = (
    level: string,
    stream: NodeJS.WriteStream,
    message: string,
    fields?: Record<string, unknown>,
  ) =>
    stream.write(
      JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields }) + '\n',
    );
  return {
    info: (message, fields) => write('info', process.stdout, message, fields),
    error: (message, fields) => write('error', process.stderr, message, fields),
  };
}

/** A logger that drops everything (tests, LOG_LEVEL=silent). */
export const silentLogger: Logger = { info: () => {}, error: () => {} };
