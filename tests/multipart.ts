/** A file part of a multipart form: its bytes, media type and file name. */
export interface FilePart {
  body: Buffer | Blob;
  type?: string;
  name: string;
}

/**
 * What a browser's form sends: text fields and files as one multipart body with its content type,
 * ready for `call(email, method, url, body, { headers })`.
 */
export async function multipartOf(
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) {
    const blob =
      f.body instanceof Blob ? f.body : new Blob([new Uint8Array(f.body)], { type: f.type });
    form.append(k, blob, f.name);
  }
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
