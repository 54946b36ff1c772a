import { useEffect } from 'react';
import { LoadError } from '../../app/components/kit/load-error';
import { SpaLink } from '../../app/components/nav/spa-link';
import { useFormSubmit } from '../../app/features/auth-pages/use-form-submit';
import { http } from '../../app/lib/http';
import { stepTitle } from '../../domain/onboarding/step-routes';
import { Screening } from './contract';

/**
 * `/integrations/complete/checkr`: where the screening provider sends the worker back. The page tells
 * the server at once; the server asks the provider and completes the screening and its step.
 */
export function CompleteScreeningPage({
  reference,
  userType,
}: {
  reference?: string;
  userType: string;
}) {
  const { snapshot, send } = useFormSubmit(async () =>
    Screening.parse(
      await http.post('integrations/complete/checkr', { json: { reference } }).json(),
    ),
  );
  useEffect(() => {
    if (reference) send({ type: 'form.submit', values: {} });
  }, [reference, send]);
  const done = snapshot.matches('succeeded') ? (snapshot.context.result as Screening) : null;
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-xl font-semibold">
        Screening
      </h1>
      {!reference && (
        <LoadError
          look="notice"
          message="This link does not name a screening. Order it again from Screenings."
        />
      )}
      {reference && !done && !snapshot.context.error && (
        <p className="text-sm text-slate-500">Confirming your screening with the provider…</p>
      )}
      {snapshot.context.error && <LoadError look="line" message={snapshot.context.error} />}
      {done && (
        <p role="status" className="text-sm font-medium">
          {stepTitle(done.type)} completed.
        </p>
      )}
      <div className="flex gap-4 text-sm">
        <SpaLink href={`/onboard/${userType}`} className="text-brand underline">
          Back to onboarding
        </SpaLink>
        <SpaLink href="/screenings" className="text-brand underline">
          Screenings
        </SpaLink>
      </div>
    </section>
  );
}
