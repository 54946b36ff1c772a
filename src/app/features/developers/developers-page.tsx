import { canManageApiKeys } from '../../../resources/api-keys/policy';
import { canReadStatecharts } from '../../../domain/policy/statecharts';
import type { ApiKeySearch } from '../../../resources/api-keys/query';
import { SpaLink } from '../../components/nav/spa-link';
import { useShell } from '../shell/shell-page';
import { ApiKeysPanel } from '../../../resources/api-keys/pages';
import { ApiUsage } from './api-usage';

/** Spec §2 /developers: a developer's API keys, how to call the API, and QA's statecharts. */
export function DevelopersPage({ search }: { search: ApiKeySearch }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Developers</h1>
      {canManageApiKeys(user) ? (
        <ApiKeysPanel search={search} />
      ) : (
        <p className="text-sm">
          API keys are for developer accounts: an admin can make your account a developer.
        </p>
      )}
      <ApiUsage origin={window.location.origin} />
      {canReadStatecharts(user) && (
        <section aria-labelledby="statecharts" className="space-y-1 text-sm">
          <h2 id="statecharts" className="text-lg font-semibold">
            Statecharts
          </h2>
          <p>Every workflow and screen of the product as a diagram, with its rules.</p>
          <SpaLink
            href="/developers/statecharts"
            className="font-medium text-brand underline underline-offset-2"
          >
            Open the statecharts
          </SpaLink>
        </section>
      )}
    </div>
  );
}
