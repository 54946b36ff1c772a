import type { DocumentKey } from './documents';

/** The `/v2` paths of the steps' own records, said once for the server and the browser. */
export const PERSONAL_INFO_PATH = '/onboarding/personal_info';
export const TAX_ID_PATH = '/onboarding/tax_id';
export const signaturePath = (key: DocumentKey) => `/onboarding/documents/${key}` as const;
