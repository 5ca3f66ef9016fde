/** The name of an error (`NetworkError`, `OutcomeUnknownError`, ...), never its message, which may hold params. */
export function errorType(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
