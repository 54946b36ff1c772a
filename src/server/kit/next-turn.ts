/**
 * Lets the event loop take its next turn (sockets, timers) before going on. The embedded PGlite
 * runs each query synchronously and answers through promises only, so a chain of queries, however
 * many transactions it spans, holds the whole process (no request is even read) until something
 * waits on a real turn of the loop: long work calls this between its short steps.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
