import { createFileRoute } from '@tanstack/react-router';
import { OwnBenefits } from '../../../resources/benefits/pages';
import { DependentsSection } from '../../../resources/benefits/dependents';
import { useShell } from '../../features/shell/shell-page';

/** /contractor/benefits: the contractor's own enrollments (read-only) and dependents (it may add one). */
export const Route = createFileRoute('/_shell/contractor/benefits')({
  component: function ContractorBenefits() {
    const { user } = useShell();
    if (!user) return null;
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title" className="text-2xl font-semibold">
          Benefits
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Your enrollments in your employer's plans, and the dependents they cover.
        </p>
        <section aria-labelledby="own-benefits" className="mt-6">
          <h2 id="own-benefits" className="text-lg font-semibold">
            Enrollments
          </h2>
          <OwnBenefits />
        </section>
        <div className="mt-8">
          <DependentsSection user={user} />
        </div>
      </section>
    );
  },
});
