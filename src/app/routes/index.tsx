import { createFileRoute, Link } from '@tanstack/react-router';
import { brandLogoUrl } from '../../domain/branding/branding';
import { BrandLogo } from '../components/layouts/brand-logo';
import { useGlobals } from '../features/globals/provider';

export const Route = createFileRoute('/')({ component: Home });

function Home() {
  const { white_label } = useGlobals();
  return (
    <main className="grid min-h-full place-items-center p-8">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <div className="flex justify-center">
          <BrandLogo
            brand={{ name: white_label.brand_name, logoUrl: brandLogoUrl(white_label) }}
            className="h-10"
          />
        </div>
        <h1 className="mt-6 text-xl font-semibold">Workforce, payroll and billing in one place</h1>
        <Link
          to="/login"
          className="mt-6 inline-block rounded-md bg-brand px-4 py-2 text-sm font-medium text-white"
        >
          Sign in
        </Link>
      </div>
    </main>
  );
}
