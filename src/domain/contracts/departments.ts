import { z } from 'zod';
import { AddressFields, ClientOrgFields } from './client-org';

/** One department of a client as the API sends it, with its address (spec §3). */
export const Department = z.object({ ...ClientOrgFields, name: z.string(), ...AddressFields });
export type Department = z.infer<typeof Department>;
