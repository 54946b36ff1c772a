import type { BulkOutcome } from '../../../../machines/kit/bulk.screen';
import { MISSING } from '../../../domain/format/format';

/** One line per row: what the server said the action would do (preview) or did (apply), and why not. */
export function BulkOutcomes({
  result,
  labels,
  noun,
  verb,
}: {
  result: BulkOutcome;
  labels: Record<string, string>;
  noun: string;
  verb: 'would' | 'did';
}) {
  const capitalNoun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <table className="mt-3 w-full text-left text-sm" aria-label={`Outcome per ${noun}`}>
      <thead className="text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            {capitalNoun}
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Status
          </th>
          <th scope="col" className="py-1 font-medium">
            Outcome
          </th>
        </tr>
      </thead>
      <tbody>
        {result.data.map((row) => (
          <tr key={row.id} className="border-t border-slate-100 align-top dark:border-slate-800">
            <td className="py-1 pr-2">{labels[row.id] ?? row.id}</td>
            <td className="py-1 pr-2 capitalize">{row.status ?? MISSING}</td>
            <td
              className={`py-1 ${row.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
            >
              {row.ok
                ? verb === 'would'
                  ? 'Would succeed'
                  : 'Done'
                : `${verb === 'would' ? 'Would not' : 'Not done'}: ${row.reasons.join('; ')}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
