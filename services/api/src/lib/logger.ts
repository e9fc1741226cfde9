type Level = 'silent' | 'error' | 'warn' | 'info';

const rank: Record<Level, number> = { silent: 0, error: 1, warn: 2, info: 3 };
let current: Level = 'info';

export function setLogLevel(level: Level): void {
  current = level;
}

function emit(level: Exclude<Level, 'silent'>, message: string, detail?: unknown): void {
  if (rank[level] > rank[current]) return;
  const line = `[api] ${message}`;
  const write = level === 'info' ? console.log : console.error;
  if (detail === undefined) write(line);
  else write(line, detail);
}

export const logger = {
  info: (message: string) => emit('info', message),
  warn: (message: string, detail?: unknown) => emit('warn', message, detail),
  error: (message: string, detail?: unknown) => emit('error', message, detail),
};
