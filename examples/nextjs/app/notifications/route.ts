import { getLintas } from '../../lib/lintas';

// The signature is over the exact body: a route handler receives the untouched Request, and the handler
// reads its text itself (do not call request.json() before it).
export async function POST(request: Request): Promise<Response> {
  const { notifications } = await getLintas();
  return notifications(request);
}
