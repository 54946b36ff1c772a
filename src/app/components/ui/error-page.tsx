import { useEffect } from 'react';
import { useSession } from '../../features/session/provider';
import { homePath } from '../../../domain/redirect/home-path';
import { HttpStatusError } from '../../lib/http-status-error';
import { reloadForChunkError } from '../../lib/chunk-reload';

/**
 * Spec §2 error page: '404 Not Found' for a 404, a route error's status and text (spec §8: 500
 * 'Unknown middleware'), otherwise 'An error occurred'; 'Go to home'.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { user } = useSession();
  useEffect(() => {
    reloadForChunkError(error);
  }, [error]);
  const routeError = error instanceof HttpStatusError ? error : null;
  const notFound = routeError?.status === 404;
  const heading = notFound ? '404 Not Found' : (routeError?.message ?? 'An error occurred');
  return (
    <main
      className="grid min-h-full place-items-center p-8"
      data-state={notFound ? 'notFound' : 'error'}
    >
      <div className="text-center">
        {routeError && !notFound && (
          <p className="text-sm font-semibold text-brand">{routeError.status}</p>
        )}
        <h1 className="text-2xl font-bold">{heading}</h1>
        <a
          href={user ? homePath(user) : '/'}
          className="mt-6 inline-block rounded-md bg-brand px-4 py-2 text-sm font-medium text-white"
        >
          Go to home
        </a>
      </div>
    </main>
  );
}
