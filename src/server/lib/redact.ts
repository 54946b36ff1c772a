/** Query parameters whose values are secrets or personal numbers and must never reach a log. */
const SECRET_PARAM =
  /^(token|access_token|jwt|code|state|verification_code|password|ssn|sin|ein|tax_id|account_number|routing_number|signature|sig)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAM.test(key)) params.set(key, '[REDACTED]');
  }
  return `${url.slice(0, q)}?${params.toString().replaceAll('%5BREDACTED%5D', '[REDACTED]')}`;
}

/** Header paths for pino's redaction: credentials and step-up codes. */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-verification-code"]',
  'res.headers["set-cookie"]',
];
