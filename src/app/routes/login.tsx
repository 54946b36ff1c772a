import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/login')({ component: Login });

function Login() {
  return (
    <main className="grid min-h-full place-items-center p-8">
      <h1 className="text-xl font-semibold">Sign in</h1>
    </main>
  );
}
