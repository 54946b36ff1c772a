import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';

type Options = Pick<RateLimitPluginOptions, 'continueExceeding' | 'exponentialBackoff' | 'cache'>;
type Count = { current: number; ttl: number };
type Answer = (error: Error | null, result?: Count) => void;
interface Counter {
  incr(key: string, cb: Answer, timeWindow: number, max: number): void;
  read(key: string, cb: Answer, timeWindow: number, max: number): void;
}

// The plugin's own in-memory store (its window, expiry and LRU bound), which it exports no type for.
const LocalStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/LocalStore.js',
) as new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Counter;

const copy =
  (cb: Answer): Answer =>
  (error, result) =>
    cb(error, result && { current: result.current, ttl: result.ttl });

/**
 * @fastify/rate-limit's in-memory store, answering each request the count as its own call left it.
 * The plugin's store answers the key's live entry, which the plugin reads only after an await: when
 * a burst of one user's requests reaches the limit in the same turn of the event loop (they all
 * waited on one thing, such as a shared session lookup), every one of them read the burst's final
 * count and all were refused, instead of all but those past the limit.
 */
export class SnapshotStore implements FastifyRateLimitStore {
  private counter: Counter;
  /** The stores of the routes with limits of their own (`child`). */
  private readonly children: SnapshotStore[] = [];

  constructor(private readonly options: Options) {
    this.counter = this.freshCounter();
  }

  private freshCounter(): Counter {
    return new LocalStore(
      this.options.continueExceeding ?? false,
      this.options.exponentialBackoff ?? false,
      this.options.cache,
    );
  }

  /** Forgets every count, its routes' stores' too: an app started again counts from zero, as a new process does. */
  forget(): void {
    this.counter = this.freshCounter();
    for (const child of this.children) child.forget();
  }

  incr(key: string, cb: Answer, timeWindow: number, max: number): void {
    this.counter.incr(key, copy(cb), timeWindow, max);
  }

  read(key: string, cb: Answer, timeWindow: number, max: number): void {
    this.counter.read(key, copy(cb), timeWindow, max);
  }

  // The plugin hands a route's options merged with its own (typed as the route's options alone).
  child(routeOptions: object): SnapshotStore {
    const child = new SnapshotStore(routeOptions as Options);
    this.children.push(child);
    return child;
  }
}
