import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });

/** For view tests: a page's markup as the browser would first render it, inside a router for its links. */
export const renderPage = (page: ReactElement) =>
  renderToStaticMarkup(<RouterContextProvider router={router}>{page}</RouterContextProvider>);

/** The visible words of some markup, one space between them. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
