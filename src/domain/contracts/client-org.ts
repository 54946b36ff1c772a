import { z } from 'zod';

/** What every record a client owns carries: its client (with the name) and that client's partner or EOR. */
export const ClientOrgFields = {
  id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  partner_id: z.string().nullable(),
  eor_id: z.string().nullable(),
  created_at: z.string(),
};

/** Spec §3 Address as the API sends it (checked by `parseAddress` before it was stored). */
export const AddressFields = {
  street_address_line_1: z.string(),
  street_address_line_2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
};
