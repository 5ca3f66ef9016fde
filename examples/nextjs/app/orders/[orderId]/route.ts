import { findOrder } from '../../../lib/orders';

export async function GET(_request: Request, { params }: { params: Promise<{ orderId: string }> }): Promise<Response> {
  const order = findOrder((await params).orderId);
  return order ? Response.json(order) : Response.json({ error: 'no such order' }, { status: 404 });
}
