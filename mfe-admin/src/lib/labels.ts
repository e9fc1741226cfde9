/**
 * The values a table of labels names, in its order. The console spells each closed set of the API
 * (statuses) once, as its labels: the contracts' own lists come with zod, which no browser bundle
 * loads (only `@fns/contracts/remotes` is free of it), so only their types are imported.
 */
export const valuesOf = <Value extends string>(labels: Record<Value, string>) => Object.keys(labels) as Value[];
