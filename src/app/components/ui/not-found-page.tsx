import { useSession } from '../../features/session/provider';
import { homePath } from '../../../domain/redirect/home-path';

export function NotFoundPage() {
  const { user } = useSession();
  return (
    <main className="grid min-h-full place-items-center p-8">
      <div className="text-center">
        <p className="text-sm font-semibold text-brand">404</p>
        <h1 className="mt-2 text-2xl font-bold">This page could not be found</h1>
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
