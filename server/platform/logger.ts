/** Where the server writes its lines; tests pass a collecting one to read mailed links. */
export interface Logger {
  /** `fields` are structured context (a request id, a status); a text log appends them. */
  info(message: string, fields?: Readonly<Record<string, unknown>>): void;
  error(message: string, error?: unknown, fields?: Readonly<Record<string, unknown>>): void;
}

function withFields(message: string, fields?: Readonly<Record<string, unknown>>): string {
  if (!fields) return message;
  return [message, ...Object.entries(fields).map(([name, value]) => `${name}=${String(value)}`)].join(' ');
}

/** Lines for a person at a terminal (the default outside production). */
export const consoleLogger: Logger = {
  info: (message, fields) => console.log(withFields(message, fields)),
  error: (message, error, fields) => console.error(withFields(message, fields), error),
};

function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return error === undefined ? {} : { error: String(error) };
}

/**
 * One JSON object per line (time, level, msg and the fields), for a log collector: LOG_FORMAT=json,
 * the default when NODE_ENV=production.
 */
export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const line = (level: 'info' | 'error', msg: string, fields: Readonly<Record<string, unknown>>) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
  return {
    info: (message, fields) => line('info', message, fields ?? {}),
    error: (message, error, fields) => line('error', message, { ...fields, ...errorFields(error) }),
  };
}

export const silentLogger: Logger = {
  info: () => {},
  error: () => {},
};
