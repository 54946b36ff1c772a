import { beforeAll, expect, it } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import { appRouter, routeAt } from '../../../../tests/routes/app-routes';
import { figureDefs } from './figures';
import { PAGES } from './pages';

let router: AnyRouter;
beforeAll(async () => {
  router = await appRouter();
}, 60_000);

it('links every dashboard figure to a page of the app', () => {
  const paths = figureDefs.map((f) => f.href.split(/[?#]/)[0] ?? f.href);
  expect(paths.filter((p) => !routeAt(router, p))).toEqual([]);
});

it('links every to-do, money figure and chart bar to a page of the app', () => {
  expect(Object.values(PAGES).filter((p) => !routeAt(router, p))).toEqual([]);
});
