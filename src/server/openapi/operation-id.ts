const word = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `GET /v2/timesheets/:id/history` → `getTimesheetsByIdHistory`: stable, unique per method and path. */
export function operationId(method: string, url: string): string {
  const parts = url
    .replace(/^\/v2(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .map((seg) =>
      seg.startsWith(':') ? `By${word(seg.slice(1))}` : seg.split(/[-_]/).map(word).join(''),
    );
  return `${method.toLowerCase()}${parts.join('') || 'Root'}`;
}
