import type { HttpBindings } from '@hono/node-server';

/** The Hono environment of the sandbox app: Node's request and response are in `c.env`. */
export interface HonoEnv {
  Bindings: HttpBindings;
}
