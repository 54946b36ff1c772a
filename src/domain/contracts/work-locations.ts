import { z } from 'zod';
import { AddressFields, ClientOrgFields } from './client-org';

/** One work location of a client as the API sends it, with its address (spec §3). */
export const WorkLocation = z.object({ ...ClientOrgFields, name: z.string(), ...AddressFields });
export type WorkLocation = z.infer<typeof WorkLocation>;
