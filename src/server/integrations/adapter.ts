import { isDemoMode, type Env } from '../env';

/** What a connection test or live call came to; the message names no credential. */
export interface IntegrationCheck {
  ok: boolean;
  message: string;
}

/** `demo`: the built-in stand-in answers; `connected`: a configured service; `not_configured`: neither. */
export type AdapterStatus = 'connected' | 'demo' | 'not_configured';

/**
 * One outside service the product talks to (spec §7), as `/integrations` lists it. Every adapter
 * module (maps, identity, screenings, payroll, accounting, bank linking) exports one of these, and
 * the registry (`registry.ts`) is the one list of them.
 */
export interface IntegrationAdapter {
  id: string;
  name: string;
  status: (env: Env) => AdapterStatus;
  /** A harmless round trip: the service answers as it should. */
  test: () => Promise<IntegrationCheck>;
}

/** A service with only its built-in stand-in so far: the demo answers in demo mode, nothing in production. */
export const demoOnlyStatus = (env: Env): AdapterStatus =>
  isDemoMode(env) ? 'demo' : 'not_configured';
