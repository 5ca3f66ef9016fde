/** Calls the `/__sandbox` control API. */
export function controlClient(baseUrl: string) {
  async function send(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const response = await fetch(`${baseUrl}/__sandbox${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, json: await response.json() };
  }
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown = {}) => send('POST', path, body),
    patch: (path: string, body: unknown) => send('PATCH', path, body),
    delete: (path: string) => send('DELETE', path),
  };
}
