import { EnvironmentError } from '../errors/environment-error.js';

/** Environment variables as `process.env` holds them, or a Workers `env` binding object. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** What each variable holds, for the error that names a missing one. */
const descriptions = {
  LINTAS_BASE_URL: "the gateway's URL for your account (or the URL `lintas-sandbox` prints)",
  LINTAS_APP_ID: 'your application id from the merchant dashboard',
  LINTAS_PRIVATE_KEY: 'your merchant private key, PEM or its base64 alone',
  LINTAS_PLATFORM_PUBLIC_KEY:
    "the gateway's platform public key that signs its notifications to you, as the gateway gives it",
} as const;

/** A variable `createClientFromEnv` or `createVerifierFromEnv` reads. */
export type LintasVariable = keyof typeof descriptions;

/** `process.env` where the runtime has one (Node, Bun, Deno), else an empty environment. */
export function defaultEnvironment(): Environment {
  return (globalThis as { process?: { env?: Environment } }).process?.env ?? {};
}

/**
 * Reads `names` from `env`, trimmed and without surrounding quotes (a key's other wrappings, such as
 * `\n` escapes, are undone where every key is read). Throws one {@link EnvironmentError} naming every
 * variable that is unset or empty. Values are never part of the error.
 */
export function readEnv<const TName extends LintasVariable>(
  env: Environment,
  names: readonly TName[],
  caller: string,
): Record<TName, string> {
  const values = {} as Record<TName, string>;
  const missing: TName[] = [];
  for (const name of names) {
    const raw = Object.hasOwn(env, name) || name in env ? env[name] : undefined;
    const value = typeof raw === 'string' ? unquote(raw.trim()).trim() : '';
    if (value === '') missing.push(name);
    else values[name] = value;
  }
  if (missing.length > 0) {
    const list = missing.map((name) => `${name} (${descriptions[name]})`).join(', ');
    throw new EnvironmentError(
      `${caller}: missing environment variable${missing.length === 1 ? '' : 's'} ${list}. Set ${missing.length === 1 ? 'it' : 'them'} in the environment of this process; \`npx lintas-sandbox\` prints a set for local development.`,
      missing,
    );
  }
  return values;
}

function unquote(text: string): string {
  const first = text[0];
  return text.length >= 2 && (first === '"' || first === "'") && text.endsWith(first) ? text.slice(1, -1) : text;
}
