/**
 * Compose's variable interpolation, as `docker compose` applies it to compose.yaml's values: `$$` is a
 * literal `$`; `${NAME}` and `$NAME` its value; `${NAME:-default}` the default when unset or empty
 * (`-` when unset only); `${NAME:?message}` refuses when unset or empty (`?` when unset only);
 * `${NAME:+other}` the other value when set and not empty (`+` when set).
 */
const REFERENCE = /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])((?:[^{}]|\{[^{}]*\})*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

export class MissingVariableError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

export function interpolate(text: string, env: Readonly<Record<string, string | undefined>>): string {
  return text.replace(REFERENCE, (whole, braced: string | undefined, operator: string | undefined, argument: string | undefined, bare: string | undefined) => {
    if (whole === '$$') return '$';
    const name = (braced ?? bare) as string;
    const value = env[name];
    const unset = value === undefined;
    const empty = unset || value === '';
    switch (operator) {
      case ':-':
        return empty ? interpolate(argument ?? '', env) : (value as string);
      case '-':
        return unset ? interpolate(argument ?? '', env) : (value as string);
      case ':?':
        if (empty) throw new MissingVariableError(name, argument || 'required');
        return value as string;
      case '?':
        if (unset) throw new MissingVariableError(name, argument || 'required');
        return value as string;
      case ':+':
        return empty ? '' : interpolate(argument ?? '', env);
      case '+':
        return unset ? '' : interpolate(argument ?? '', env);
      default:
        return value ?? '';
    }
  });
}

/** The variables a text takes from the environment, with whether each is required (`?`/`:?`). */
export function referencedVariables(text: string): Map<string, { required: boolean }> {
  const found = new Map<string, { required: boolean }>();
  for (const match of text.matchAll(REFERENCE)) {
    if (match[0] === '$$') continue;
    const name = (match[1] ?? match[4]) as string;
    const required = match[2] === '?' || match[2] === ':?';
    found.set(name, { required: required || (found.get(name)?.required ?? false) });
  }
  return found;
}

/** A value read from YAML with every string in it interpolated. */
export function interpolateDeep<T>(value: T, env: Readonly<Record<string, string | undefined>>): T {
  if (typeof value === 'string') return interpolate(value, env) as T;
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, env)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, env)])) as T;
  return value;
}

/** An env file's `NAME=value` lines (comments and blank lines skipped). */
export function parseEnvFile(text: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match) entries[match[1] as string] = (match[2] as string).trim();
  }
  return entries;
}
