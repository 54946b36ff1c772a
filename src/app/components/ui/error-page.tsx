import { useEffect } from 'react';
import { useSession } from '../../features/session/provider';
import { homePath } from '../../../domain/redirect/home-path';
import { HttpStatusError } from '../../lib/http-status-error';
import { reloadForChunkError } from '../../lib/chunk-reload';

/** Spec §2 error page: '404 Not Found' for a 404, otherwise 'An error occurred'; 'Go to home'. */
export function ErrorPage({ error }: { error: unknown }) {
  const { user } = useSession();
  useEffect(() => {
    reloadForChunkError(error);
  }, [error]);
  const notFound = error instanceof HttpStatusError && error.status === 404;
  return (
    <main className="grid min-h-full place-items-center p-8" data-state={notFound ? 'notFound' : 'error'}>
      <div className="text-center">
        <h1 className="text-2xl font-bold">{notFound ? '404 Not Found' : 'An error occurred'}</h1>
        <a href={user ? homePath(user) : '/'} className="mt-6 inline-block rounded-md bg-brand px-4 py-2 text-sm font-medium text-white">
          Go to home
        </a>
      </div>
    </main>
  );
}
