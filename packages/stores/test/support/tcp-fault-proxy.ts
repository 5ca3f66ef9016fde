import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP proxy on 127.0.0.1 between a store's client and its server, that can fail as a store does. */
export interface TcpFaultProxy {
  /** `host:port` the client connects to. */
  readonly port: number;
  /** Drops every connection and refuses new ones (ECONNREFUSED): the store is down. */
  down(): Promise<void>;
  /** Accepts connections again, and lets stalled bytes through. */
  up(): Promise<void>;
  /** Keeps every connection and holds the bytes both ways until `up()`: the store answers late. */
  stall(): void;
  /** Drops every connection and accepts new ones at once: the store restarted. */
  restart(): void;
  close(): Promise<void>;
}

interface Pipe {
  readonly client: Socket;
  readonly server: Socket;
  readonly held: { readonly to: Socket; readonly chunk: Buffer }[];
}

/** Starts a proxy to `targetPort` on 127.0.0.1, on a port of its own (port 0). */
export async function startTcpFaultProxy(targetPort: number): Promise<TcpFaultProxy> {
  const pipes = new Set<Pipe>();
  let stalled = false;
  const forward = (pipe: Pipe, to: Socket) => (chunk: Buffer) => {
    if (stalled) pipe.held.push({ to, chunk });
    else to.write(chunk);
  };
  const onConnection = (client: Socket) => {
    const server = connect(targetPort, '127.0.0.1');
    const pipe: Pipe = { client, server, held: [] };
    pipes.add(pipe);
    const end = () => {
      pipes.delete(pipe);
      client.destroy();
      server.destroy();
    };
    client.on('data', forward(pipe, server));
    server.on('data', forward(pipe, client));
    for (const socket of [client, server]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  };
  let listener: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        const address = listener.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  let listening = true;
  const dropAll = () => {
    for (const pipe of pipes) {
      pipe.client.destroy();
      pipe.server.destroy();
    }
    pipes.clear();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      listener.close(() => resolve());
    });
  return {
    port,
    async down() {
      stalled = false;
      dropAll();
      await stopListening();
    },
    async up() {
      if (!listening) {
        listener = createServer(onConnection);
        await listen(port);
        listening = true;
      }
      stalled = false;
      for (const pipe of pipes) for (const { to, chunk } of pipe.held.splice(0)) to.write(chunk);
    },
    stall() {
      stalled = true;
    },
    restart() {
      stalled = false;
      dropAll();
    },
    async close() {
      dropAll();
      await stopListening();
    },
  };
}
