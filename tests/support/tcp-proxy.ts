import net from "node:net";

/**
 * A TCP proxy between the app and PostgreSQL that a test can cut: `down()` drops every open
 * connection and refuses new ones (as a stopped database server does), `up()` forwards again,
 * `cutOn(text)` goes down at the moment the app sends a message containing the text — before
 * the database sees it, or after it has executed it but before its answer reaches the app.
 * The machine's PostgreSQL server itself stays up (other people's tests use it).
 */
export type TcpProxy = {
  port: number;
  /** The database URL through the proxy. */
  url: string;
  down(): void;
  up(): void;
  cutOn(text: string, when: "before-database" | "before-answer"): Promise<void>;
  close(): Promise<void>;
};

type Trigger = { text: string; when: "before-database" | "before-answer"; fired: () => void };

export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  let isDown = false;
  let trigger: Trigger | null = null;

  const drop = () => {
    isDown = true;
    for (const pair of pairs) {
      pair.client.destroy();
      pair.server.destroy();
    }
    pairs.clear();
  };

  const listener = net.createServer((client) => {
    if (isDown) {
      client.destroy();
      return;
    }
    const server = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, server };
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on("error", forget).on("close", forget);
    server.on("error", forget).on("close", forget);
    let awaitingAnswer: Trigger | null = null;
    client.on("data", (chunk: Buffer) => {
      const armed = trigger;
      if (armed && chunk.includes(armed.text)) {
        trigger = null;
        if (armed.when === "before-database") {
          drop();
          armed.fired();
          return;
        }
        awaitingAnswer = armed;
      }
      server.write(chunk);
    });
    server.on("data", (chunk: Buffer) => {
      if (awaitingAnswer) {
        const armed = awaitingAnswer;
        awaitingAnswer = null;
        drop();
        armed.fired();
        return;
      }
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const port = (listener.address() as net.AddressInfo).port;
  const proxied = new URL(databaseUrl);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(port);

  return {
    port,
    url: proxied.toString(),
    down: drop,
    up: () => {
      isDown = false;
    },
    cutOn: (text, when) => new Promise<void>((resolve) => (trigger = { text, when, fired: resolve })),
    close: async () => {
      drop();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}
