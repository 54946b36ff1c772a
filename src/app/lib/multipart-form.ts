/** A form field's value as the form holds it; a list is sent as that name repeated. */
export type FormValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * A form as spec §7's multipart: each list value under its name repeated (`ids=a`, `ids=b`), empty
 * and missing values left out (as the JSON forms leave them out), files under their field names with
 * their own names. The server reads it back as the JSON body the route validates
 * (src/server/lib/multipart-body.ts). The browser writes the boundary when `fetch` sends it.
 */
export function multipartForm(
  fields: Record<string, FormValue>,
  files: Record<string, File | null | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue;
    const values: readonly (string | number | boolean)[] = Array.isArray(value)
      ? value
      : [value as string | number | boolean];
    for (const v of values) form.append(name, String(v));
  }
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name);
  return form;
}
