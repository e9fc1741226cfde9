import type { z } from 'zod';

/** Thrown at start when a variable is invalid; its message names every bad variable. */
export class ConfigError extends Error {}

/**
 * Validates a server's environment once, at start, with its zod schema (one default per
 * variable, there). An empty variable (FOO=) means "not set", as in most .env tooling.
 */
export function parseEnvironment<Schema extends z.ZodType>(schema: Schema, source: NodeJS.ProcessEnv): z.output<Schema> {
  const values = Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]));
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
