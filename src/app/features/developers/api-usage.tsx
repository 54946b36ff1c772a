import { API_KEY_RATE_LIMIT } from '../../../resources/api-keys/scopes';

/** How to call the API with a key: where its document is, and one request to try. */
export function ApiUsage({ origin }: { origin: string }) {
  const example = `curl -H "Authorization: Bearer sk_…" "${origin}/v2/timesheets?per_page=5"`;
  return (
    <section aria-labelledby="api-usage" className="space-y-2 text-sm">
      <h2 id="api-usage" className="text-lg font-semibold">
        Using the API
      </h2>
      <p>
        Send a key as a bearer token. It acts as you, with your access and your company’s records,
        never more; a read-only key can make no changes. Every call is in the access log under the
        key’s name, and each key makes at most {API_KEY_RATE_LIMIT.max} calls a minute.
      </p>
      <p className="flex flex-wrap gap-x-4">
        <a href="/docs" className="font-medium text-brand underline underline-offset-2">
          OpenAPI document
        </a>
        <a href="/docs/json" className="font-medium text-brand underline underline-offset-2">
          OpenAPI JSON
        </a>
      </p>
      <pre
        aria-label="Example request"
        className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs dark:bg-slate-800"
      >
        <code>{example}</code>
      </pre>
    </section>
  );
}
