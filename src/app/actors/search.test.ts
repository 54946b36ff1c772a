import ky from 'ky';
import { afterEach, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { searchPaletteMachine } from '../../../machines/search-palette/search-palette.screen';
import { searchWith } from './search';

const admin = {
  user_type: 'admin',
  role: 'admin',
  partner: null,
  client: null,
  contractor: null,
} as const;

/** A server that never answers: each request waits until its signal aborts it. */
function hangingFetch() {
  const requests: Request[] = [];
  const fetch = vi.fn((input: Request) => {
    requests.push(input);
    return new Promise<Response>((_, reject) => {
      input.signal.addEventListener('abort', () => reject(input.signal.reason));
    });
  });
  return {
    requests,
    client: ky.create({
      prefixUrl: 'http://api.test/v2',
      retry: 0,
      fetch: fetch as typeof globalThis.fetch,
    }),
  };
}

afterEach(() => vi.useRealTimers());

const paletteWith = (client: ReturnType<typeof hangingFetch>['client']) =>
  createActor(searchPaletteMachine.provide({ actors: { search: searchWith(client) } }), {
    input: { user: admin },
  }).start();

it('asks GET /v2/search once typing pauses for 500 ms (admin), and aborts it when the palette closes', async () => {
  vi.useFakeTimers();
  const { requests, client } = hangingFetch();
  const palette = paletteWith(client);
  palette.send({ type: 'palette.open' });
  palette.send({ type: 'palette.type', query: 'glo' });
  await vi.advanceTimersByTimeAsync(300);
  palette.send({ type: 'palette.type', query: 'glob' });
  await vi.advanceTimersByTimeAsync(499);
  expect(requests).toHaveLength(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(requests).toHaveLength(1);
  expect(requests[0]!.url).toBe('http://api.test/v2/search?search_type=global&search=glob');
  expect(requests[0]!.signal.aborted).toBe(false);

  palette.send({ type: 'palette.close' });
  expect(requests[0]!.signal.aborted).toBe(true);
  expect(palette.getSnapshot().value).toBe('closed');
  palette.stop();
});

it('aborts the request of a search the user typed over', async () => {
  vi.useFakeTimers();
  const { requests, client } = hangingFetch();
  const palette = paletteWith(client);
  palette.send({ type: 'palette.open' });
  palette.send({ type: 'palette.type', query: 'glo' });
  await vi.advanceTimersByTimeAsync(500);
  palette.send({ type: 'palette.type', query: 'acme' });
  expect(requests[0]!.signal.aborted).toBe(true);
  await vi.advanceTimersByTimeAsync(500);
  expect(requests.map((r) => new URL(r.url).searchParams.get('search'))).toEqual(['glo', 'acme']);
  expect(requests[1]!.signal.aborted).toBe(false);
  palette.stop();
});
