import { publishedPackages } from './workspace.js';

/** An SDK operation or a sandbox operation: the family (plugin name), the method name and the API path. */
export interface NamedOperation {
  readonly family: string;
  readonly name: string;
  readonly path: string;
}

/** What {@link compareOperations} finds: operations on one side that the other does not serve under the same name. */
export interface OperationMismatches {
  /** SDK operations the sandbox does not serve at the same path under the same family and name. */
  readonly missingInSandbox: NamedOperation[];
  /** Sandbox operations that no SDK operation has at the same path under the same family and name. */
  readonly unknownToSdk: NamedOperation[];
  /** Listed exceptions that are no exception any more (the operation is served, or the SDK has none). */
  readonly staleExceptions: string[];
}

/** `family.name`, the key of an operation in the exception lists. */
export const operationKey = (operation: NamedOperation): string => `${operation.family}.${operation.name}`;

const same = (a: NamedOperation, b: NamedOperation): boolean =>
  a.family === b.family && a.name === b.name && a.path === b.path;

/**
 * Compares the operations of the SDK's plugins with the sandbox's: each must be on the other side under
 * the same family, name and path, except those listed (by `family.name`) with their reason.
 */
export function compareOperations(
  sdk: readonly NamedOperation[],
  sandbox: readonly NamedOperation[],
  exceptions: {
    readonly sdkOnly: Readonly<Record<string, string>>;
    readonly sandboxOnly: Readonly<Record<string, string>>;
  },
): OperationMismatches {
  const missing = sdk.filter((operation) => !sandbox.some((served) => same(served, operation)));
  const unknown = sandbox.filter((served) => !sdk.some((operation) => same(served, operation)));
  const missingKeys = missing.map(operationKey);
  const unknownKeys = unknown.map(operationKey);
  return {
    missingInSandbox: missing.filter((operation) => !(operationKey(operation) in exceptions.sdkOnly)),
    unknownToSdk: unknown.filter((operation) => !(operationKey(operation) in exceptions.sandboxOnly)),
    staleExceptions: [
      ...Object.keys(exceptions.sdkOnly).filter((key) => !missingKeys.includes(key)),
      ...Object.keys(exceptions.sandboxOnly).filter((key) => !unknownKeys.includes(key)),
    ],
  };
}

/** The shape of a plugin value, as `definePlugin` makes it. */
interface PluginValue {
  readonly name: string;
  readonly endpoints: Readonly<Record<string, { readonly path: string }>>;
}

function isPlugin(value: unknown): value is PluginValue {
  if (typeof value !== 'object' || value === null) return false;
  const { name, endpoints } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    typeof endpoints === 'object' &&
    endpoints !== null &&
    Object.values(endpoints).every(
      (endpoint) => typeof endpoint === 'object' && endpoint !== null && typeof endpoint.path === 'string',
    )
  );
}

/**
 * Every operation of every plugin that a published package exports, read from its build, so that a new
 * family package or a new endpoint is covered without a list here. (A package this one cannot import
 * fails the check: add it to the devDependencies of @lintas/release-checks.)
 */
export async function sdkOperations(): Promise<NamedOperation[]> {
  const found: NamedOperation[] = [];
  for (const workspacePackage of publishedPackages()) {
    const exports = (await import(workspacePackage.manifest.name)) as Record<string, unknown>;
    for (const value of Object.values(exports).filter(isPlugin))
      for (const [name, endpoint] of Object.entries(value.endpoints))
        found.push({ family: value.name, name, path: endpoint.path });
  }
  return found;
}
