import { randomUUID } from 'crypto';
import { Client, type ClientConfig } from 'pg';
import { publicCache } from './public-cache';

/** Channel name of the invalidation messages (one per deployment when several share a Redis). */
const channelName = () => process.env.CACHE_CHANNEL || 'bank_public_cache';

/** How long a write waits for its invalidation to come back from the broker before answering anyway. */
const ECHO_TIMEOUT_MS = 2000;
const RECONNECT_DELAY_MS = 1000;

type ContentTypes = readonly string[] | '*';

/**
 * What processes say on the channel: an invalidation; its acknowledgement by each other process;
 * `hello` when a process starts (every other answers `here`) and `bye` when it stops, so each
 * process knows which others must acknowledge its invalidations.
 */
type InvalidationMessage =
  | { origin: string; id: number; contentTypes: ContentTypes }
  | { origin: string; ack: { to: string; id: number } }
  | { origin: string; hello: true }
  | { origin: string; here: true }
  | { origin: string; bye: true };

/** A broker every server process of the deployment listens to. */
interface Transport {
  name: string;
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}

interface TransportEvents {
  message(payload: string): void;
  /** The process can hear others again (true) or has stopped hearing them (false). */
  listening(listening: boolean): void;
}

type Log = Pick<Console, 'info' | 'warn' | 'error'>;

/**
 * PostgreSQL LISTEN/NOTIFY on a connection of its own (a pooled connection would drop the LISTEN).
 * A lost connection is retried every second; until it is back, the events report `listening(false)`.
 */
async function postgresTransport(config: ClientConfig, events: TransportEvents, log: Log): Promise<Transport> {
  const channel = channelName();
  let client: Client | null = null;
  let closed = false;
  let retrying = false;

  const connect = async () => {
    const candidate = new Client(config);
    candidate.on('notification', (message) => {
      if (message.channel === channel && message.payload) events.message(message.payload);
    });
    candidate.on('error', (error) => {
      log.warn(`Cache invalidation: PostgreSQL listener failed (${error.message}); retrying`);
      lost(candidate);
    });
    candidate.on('end', () => lost(candidate));
    await candidate.connect();
    await candidate.query(`LISTEN "${channel}"`);
    client = candidate;
    events.listening(true);
  };

  const lost = (which: Client) => {
    if (closed || client !== which) return;
    client = null;
    events.listening(false);
    which.end().catch(() => undefined);
    retry();
  };

  const retry = () => {
    if (retrying || closed) return;
    retrying = true;
    setTimeout(async () => {
      retrying = false;
      try {
        await connect();
        log.info('Cache invalidation: PostgreSQL listener back');
      } catch (error) {
        // A thrown value: here always an Error (from Node, the driver or our code).
        log.warn(`Cache invalidation: PostgreSQL listener still down (${(error as Error).message})`);
        retry();
      }
    }, RECONNECT_DELAY_MS).unref();
  };

  try {
    await connect();
  } catch (error) {
    // A thrown value: here always an Error (from Node, the driver or our code).
    log.warn(
      `Cache invalidation: cannot listen on PostgreSQL yet (${(error as Error).message}); the cache stays off until it can`,
    );
    events.listening(false);
    retry();
  }

  return {
    name: 'PostgreSQL LISTEN/NOTIFY',
    async send(payload) {
      if (!client) throw new Error('the PostgreSQL listener is not connected');
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Redis pub/sub: node-redis reconnects and subscribes again by itself; we follow its state. */
async function redisTransport(url: string, events: TransportEvents, log: Log): Promise<Transport> {
  // Loaded only where a Redis is set: node-redis is a twentieth of every other process's start.
  const { createClient } = await import('redis');
  const channel = channelName();
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  publisher.on('error', (error: Error) => log.warn(`Cache invalidation: Redis publisher: ${error.message}`));
  subscriber.on('error', (error: Error) => log.warn(`Cache invalidation: Redis subscriber: ${error.message}`));
  subscriber.on('end', () => events.listening(false));
  subscriber.on('reconnecting', () => events.listening(false));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel, (message: string) => events.message(message));
  // Registered after the first subscription so that 'ready' means "subscribed again".
  subscriber.on('ready', () => events.listening(true));
  events.listening(true);
  return {
    name: 'Redis pub/sub',
    async send(payload) {
      await publisher.publish(channel, payload);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

/**
 * Invalidates the public cache in this process and in every other process of the deployment.
 *
 * A write is acknowledged only after its own message has come back from the broker and every other
 * process known to be listening has acknowledged it (at most 2 s). The echo alone is not enough:
 * the broker hands a message to all its listeners at about the same time, but a process busy
 * rendering a page may read its socket later than the next request it is sent.
 */
export class CacheInvalidator {
  private readonly origin = randomUUID();
  private nextId = 0;
  private readonly awaitingEcho = new Map<number, () => void>();
  /** Per invalidation sent: the processes that have not acknowledged it yet, and what to call when none is left. */
  private readonly awaitingAcks = new Map<number, { pending: Set<string>; done: () => void }>();
  private readonly peers = new Set<string>();
  private transport: Transport | null = null;

  constructor(private readonly log: Log) {}

  /** Whether other processes share invalidations with this one (a broker is configured). */
  get shared(): boolean {
    return this.transport !== null;
  }

  /** Listens on Redis when REDIS_URL is set, else on PostgreSQL; SQLite runs one process and needs neither. */
  async start(options: { redisUrl?: string; postgres?: ClientConfig }): Promise<string> {
    const events: TransportEvents = {
      message: (payload) => this.receive(payload),
      listening: (listening) => publicCache.setEnabled(listening),
    };
    if (options.redisUrl) this.transport = await redisTransport(options.redisUrl, events, this.log);
    else if (options.postgres) this.transport = await postgresTransport(options.postgres, events, this.log);
    await this.say({ origin: this.origin, hello: true });
    return this.transport?.name ?? 'this process only';
  }

  async stop(): Promise<void> {
    await this.say({ origin: this.origin, bye: true });
    await this.transport?.close();
    this.transport = null;
  }

  private async say(message: InvalidationMessage): Promise<void> {
    try {
      await this.transport?.send(JSON.stringify(message));
    } catch (error) {
      // A thrown value: here always an Error (from Node, the driver or our code).
      this.log.warn(`Cache invalidation: could not send to ${this.transport?.name} (${(error as Error).message})`);
    }
  }

  async invalidate(contentTypes: ContentTypes): Promise<void> {
    publicCache.invalidate(contentTypes);
    if (!this.transport) return;
    const id = ++this.nextId;
    const echoed = new Promise<void>((resolve) => this.awaitingEcho.set(id, resolve));
    const pending = new Set(this.peers);
    const acknowledged = new Promise<void>((resolve) =>
      pending.size ? this.awaitingAcks.set(id, { pending, done: resolve }) : resolve(),
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        // A process that does not answer is taken for gone; it is known again once it speaks.
        for (const silent of pending) this.peers.delete(silent);
        this.log.warn(
          `Cache invalidation: no echo from ${this.transport?.name}${pending.size ? ` or acknowledgement from ${pending.size} process(es)` : ''} within ${ECHO_TIMEOUT_MS} ms`,
        );
        resolve();
      }, ECHO_TIMEOUT_MS);
    });
    try {
      await this.transport.send(
        JSON.stringify({ origin: this.origin, id, contentTypes } satisfies InvalidationMessage),
      );
      await Promise.race([Promise.all([echoed, acknowledged]), timedOut]);
    } catch (error) {
      // Other processes may keep stale answers: they turn their cache off while disconnected.
      // A thrown value: here always an Error (from Node, the driver or our code).
      this.log.error(`Cache invalidation could not be sent: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
      this.awaitingEcho.delete(id);
      this.awaitingAcks.delete(id);
    }
  }

  private receive(payload: string): void {
    let message: InvalidationMessage;
    try {
      message = JSON.parse(payload);
    } catch {
      this.log.warn('Cache invalidation: ignored a message that is not JSON');
      return;
    }
    if (message.origin === this.origin) {
      if ('contentTypes' in message) this.awaitingEcho.get(message.id)?.();
      return;
    }
    if ('bye' in message) {
      this.peers.delete(message.origin);
      for (const [, waiting] of this.awaitingAcks) this.acknowledge(waiting, message.origin);
      return;
    }
    this.peers.add(message.origin);
    if ('hello' in message) void this.say({ origin: this.origin, here: true });
    if ('ack' in message) {
      const waiting = message.ack.to === this.origin ? this.awaitingAcks.get(message.ack.id) : undefined;
      if (waiting) this.acknowledge(waiting, message.origin);
    }
    if ('contentTypes' in message) {
      publicCache.invalidate(Array.isArray(message.contentTypes) ? message.contentTypes : '*');
      void this.say({ origin: this.origin, ack: { to: message.origin, id: message.id } });
    }
  }

  private acknowledge(waiting: { pending: Set<string>; done: () => void }, peer: string): void {
    waiting.pending.delete(peer);
    if (waiting.pending.size === 0) waiting.done();
  }
}
