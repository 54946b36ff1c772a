import { permissionsOf } from '../../../domain/policy/permissions-table';
import type { Subject } from '../../../domain/policy/capabilities';

/** `/permissions`: what the signed-in user's role may do, each spec §6 capability with yes or no. */
export function PermissionsPage({ user, role }: { user: Subject; role: string }) {
  const rows = permissionsOf(user);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-xl font-semibold">
        Permissions
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        What your account ({role}) may do. Ask your team owner or an admin to change your role.
      </p>
      <table className="mt-4 min-w-[20rem] text-sm">
        <caption className="sr-only">Permissions</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1 pr-6">
              Capability
            </th>
            <th scope="col" className="py-1">
              Allowed
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className="py-1 pr-6 text-left font-mono font-normal">
                {r.name}
              </th>
              <td className="py-1">{r.allowed ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
