import { expect, it } from 'vitest';
import { z } from 'zod';
import { formTextAsJson } from './form-text';

const Schema = z.object({
  ids: z.array(z.uuid()).min(1),
  counts: z.array(z.number().int()).optional(),
  hours: z.number().optional(),
  paid: z.boolean().default(false),
  note: z.string().nullable().optional(),
  tags: z.array(z.string()).optional(),
});

it('reads multipart text as the JSON types the schema takes', () => {
  const body = formTextAsJson(Schema, {
    ids: 'only-one',
    counts: ['1', '2'],
    hours: '7.5',
    paid: 'true',
    note: '12',
    tags: ['a', 'b'],
  });
  expect(body).toEqual({
    ids: ['only-one'],
    counts: [1, 2],
    hours: 7.5,
    paid: true,
    note: '12',
    tags: ['a', 'b'],
  });
});

it('leaves text that is not what the schema wants for zod to refuse', () => {
  const body = formTextAsJson(Schema, { ids: ['x'], hours: '7,5', paid: 'yes' });
  expect(body).toEqual({ ids: ['x'], hours: '7,5', paid: 'yes' });
  expect(Schema.safeParse(body).success).toBe(false);
});

it('keeps repeated names as arrays and names the schema does not know as text', () => {
  expect(formTextAsJson(Schema.optional(), { extra: ['1', '2'], other: '3' })).toEqual({
    extra: ['1', '2'],
    other: '3',
  });
  expect(formTextAsJson(undefined, { a: 'b', c: ['d', 'e'] })).toEqual({ a: 'b', c: ['d', 'e'] });
});
