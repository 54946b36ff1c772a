import type { Env } from '../env';

/**
 * Links in mail must be absolute: a mail client has no page to resolve `/easy_approve?…` against.
 * PUBLIC_URL is where people reach the product; a demo server is reached on localhost.
 */
export const appLink = (env: Env, pathAndQuery: string) =>
  new URL(pathAndQuery, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).toString();
