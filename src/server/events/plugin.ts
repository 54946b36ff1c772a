import fp from 'fastify-plugin';
import type { Deps } from '../deps';
import { createDispatcher, type Dispatcher } from './dispatcher';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs after-commit subscribers; tests drain it to see side effects at once. */
    dispatcher: Dispatcher;
  }
}

/** The app's subscriber dispatcher: started when the app is ready, stopped (and waited for) on close. */
export const dispatcherPlugin = fp<Deps>(async (app, deps) => {
  const dispatcher = createDispatcher(deps, deps.subscribers, app.log);
  app.decorate('dispatcher', dispatcher);
  app.background.add(dispatcher);
});
