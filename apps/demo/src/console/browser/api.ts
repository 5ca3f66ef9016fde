/** Reads (`GET`) or, with a body, posts JSON to the console's API at `/api<path>`. */
export async function api<TAnswer>(path: string, body?: unknown): Promise<TAnswer> {
  const response = await fetch(
    `/api${path}`,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  return (await response.json()) as TAnswer;
}
