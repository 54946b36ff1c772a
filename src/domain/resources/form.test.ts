import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoUsers } from '../policy/demo-users.fixture';
import { defineForm, fieldsFor, formErrors, formInput, formValues } from './form';

const form = defineForm({
  input: z.object({
    name: z.string().min(1, 'Name is required').max(5, 'At most 5 characters'),
    amount_cents: z.number().int().positive('Must be more than zero').nullable().optional(),
    seats: z.number().int().nullable().optional(),
    active: z.boolean().optional(),
    partner_id: z.uuid().nullable().optional(),
    secret: z.string().nullable().optional(),
  }),
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'amount_cents', label: 'Amount', kind: 'money' },
    { name: 'seats', label: 'Seats', kind: 'integer' },
    { name: 'active', label: 'Active', kind: 'checkbox' },
    {
      name: 'partner_id',
      label: 'Partner',
      kind: 'reference',
      apiPath: '/partners',
      sort: 'entity_name',
      labelField: 'entity_name',
      shownTo: (u) => u.user_type === 'admin',
      only: 'create',
    },
    { name: 'secret', label: 'Invite note', kind: 'textarea', only: 'update' },
  ],
  may: { create: () => true, update: () => true },
});

describe('form definitions', () => {
  it('asks each user the fields meant for them in this mode', () => {
    const names = (email: string, mode: 'create' | 'update') =>
      fieldsFor(form, demoUsers[email]!, mode).map((f) => f.name);
    expect(names('admin@demo.test', 'create')).toEqual([
      'name',
      'amount_cents',
      'seats',
      'active',
      'partner_id',
    ]);
    expect(names('owner@acme.test', 'create')).toEqual(['name', 'amount_cents', 'seats', 'active']);
    expect(names('admin@demo.test', 'update')).toEqual([
      'name',
      'amount_cents',
      'seats',
      'active',
      'secret',
    ]);
  });

  it('starts an edit from the item: cents as an amount, nulls blank, flags as checkboxes', () => {
    expect(
      formValues(form.fields, {
        name: 'Ann',
        amount_cents: 125050,
        seats: 3,
        active: true,
        partner_id: null,
      }),
    ).toEqual({
      name: 'Ann',
      amount_cents: '1250.50',
      seats: '3',
      active: true,
      partner_id: '',
      secret: '',
    });
    expect(formValues(form.fields)).toMatchObject({ name: '', active: false });
  });

  it('sends typed values, blank as null', () => {
    expect(
      formInput(form.fields, {
        name: ' Ann ',
        amount_cents: '$1,250.5',
        seats: '',
        active: true,
        partner_id: '',
      }),
    ).toEqual({
      name: 'Ann',
      amount_cents: 125050,
      seats: null,
      active: true,
      partner_id: null,
      secret: null,
    });
  });

  it('says what is wrong by field, with the schema words, before anything is sent', () => {
    const fields = fieldsFor(form, demoUsers['owner@acme.test']!, 'create');
    expect(
      formErrors(
        form,
        fields,
        { name: '', amount_cents: '12.345', seats: 'two', active: false },
        'create',
      ),
    ).toEqual({
      name: 'Name is required',
      amount_cents: 'Enter an amount such as 1250.00',
      seats: 'Enter a whole number',
    });
    expect(
      formErrors(
        form,
        fields,
        { name: 'Too long', amount_cents: '-1', seats: '2', active: false },
        'create',
      ),
    ).toEqual({
      name: 'At most 5 characters',
      amount_cents: 'Must be more than zero',
    });
    expect(
      formErrors(
        form,
        fields,
        { name: 'Ann', amount_cents: '', seats: '', active: true },
        'create',
      ),
    ).toEqual({});
  });

  it("adds the form's rule over several fields to the schema's messages, a field's first message winning", () => {
    const ranged = defineForm({
      ...form,
      check: (input): Record<string, string> =>
        input.seats !== null && input.amount_cents !== null && Number(input.seats) > 10
          ? { seats: 'At most 10 seats with an amount', name: 'Rule says name' }
          : {},
    });
    const fields = fieldsFor(ranged, demoUsers['owner@acme.test']!, 'create');
    expect(
      formErrors(
        ranged,
        fields,
        { name: '', amount_cents: '5', seats: '11', active: false },
        'create',
      ),
    ).toEqual({ name: 'Name is required', seats: 'At most 10 seats with an amount' });
    expect(
      formErrors(
        ranged,
        fields,
        { name: 'Ann', amount_cents: '5', seats: '9', active: false },
        'create',
      ),
    ).toEqual({});
  });
});

describe('hours fields', () => {
  const hours = defineForm({
    input: z.object({ hours_hundredths: z.number().int().positive() }),
    fields: [{ name: 'hours_hundredths', label: 'Hours', kind: 'hours', required: true }],
    may: { create: () => true, update: () => true },
  });
  it('reads hundredths as hours and sends hours as hundredths', () => {
    expect(formValues(hours.fields, { hours_hundredths: 750 })).toEqual({
      hours_hundredths: '7.50',
    });
    expect(formInput(hours.fields, { hours_hundredths: '7.5' })).toEqual({ hours_hundredths: 750 });
  });
  it('refuses a currency, a sign or a third decimal', () => {
    for (const typed of ['$7', '-1', '7.505', 'eight'])
      expect(formErrors(hours, hours.fields, { hours_hundredths: typed }, 'create')).toEqual({
        hours_hundredths: 'Enter hours such as 7.50',
      });
  });
});

describe('sealed fields', () => {
  const sealedForm = defineForm({
    input: z.object({
      title: z.string().nullable().optional(),
      number: z.string().nullable().optional(),
    }),
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'number', label: 'Number', kind: 'text', sealed: true },
    ],
    may: { create: () => true, update: () => true },
    check: (input): Record<string, string> =>
      input.title && !input.number ? { number: 'Document number is required' } : {},
  });
  const { fields } = sealedForm;

  it('an edit may leave a sealed number blank (the stored one stays); a new record may not', () => {
    const values = formValues(fields, { title: 'Passport', number_masked: '•••• 4567' });
    expect(values.number).toBe('');
    expect(formErrors(sealedForm, fields, values, 'update')).toEqual({});
    expect(formErrors(sealedForm, fields, values, 'create')).toEqual({
      number: 'Document number is required',
    });
  });
});

describe('several choices, nested fields and numeric selects', () => {
  const nested = defineForm({
    input: z.strictObject({
      weekday: z.number().int().min(0).max(6).nullable(),
      people: z.array(z.uuid()).max(2, 'At most two people'),
      params: z
        .strictObject({
          from: z.iso.date('Enter a date'),
          to: z.iso.date('Enter a date'),
          days: z.int().optional(),
        })
        .refine((p) => p.from <= p.to, {
          message: 'The start must not be after the end',
          path: ['to'],
        }),
    }),
    fields: [
      {
        name: 'weekday',
        label: 'Day',
        kind: 'select',
        numeric: true,
        options: () => [
          { value: '0', label: 'Sunday' },
          { value: '1', label: 'Monday' },
        ],
      },
      { name: 'people', label: 'People', kind: 'choices', apiPath: '/people', labelField: 'name' },
      { name: 'params.from', label: 'From', kind: 'date', required: true },
      { name: 'params.to', label: 'To', kind: 'date', required: true },
      { name: 'params.days', label: 'Days', kind: 'integer' },
    ],
    may: { create: () => true, update: () => true },
  });
  const RITA = '0b3f7c52-1d7e-4a8e-8f0b-2b6f1f1b9d11';
  const PETE = '5c1e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

  it('starts from the item: a nested value by its dotted name, chosen rows by their ids, a number as its text', () => {
    expect(
      formValues(nested.fields, {
        weekday: 0,
        people: [{ id: RITA, name: 'Rita' }],
        params: { from: '2026-11-01', to: '2026-11-30' },
      }),
    ).toEqual({
      weekday: '0',
      people: [RITA],
      'params.from': '2026-11-01',
      'params.to': '2026-11-30',
      'params.days': '',
    });
    expect(formValues(nested.fields, null)).toEqual({
      weekday: '',
      people: [],
      'params.from': '',
      'params.to': '',
      'params.days': '',
    });
  });

  it('sends the nested object whole without its blank fields, the chosen ids (none is an empty list) and the number', () => {
    const values = {
      weekday: '1',
      people: [RITA, PETE],
      'params.from': '2026-11-01',
      'params.to': '2026-11-30',
      'params.days': '',
    };
    expect(formInput(nested.fields, values)).toEqual({
      weekday: 1,
      people: [RITA, PETE],
      params: { from: '2026-11-01', to: '2026-11-30' },
    });
    expect(
      formInput(nested.fields, { ...values, weekday: '', people: [], 'params.days': '7' }),
    ).toEqual({
      weekday: null,
      people: [],
      params: { from: '2026-11-01', to: '2026-11-30', days: 7 },
    });
    expect(formErrors(nested, nested.fields, values, 'update')).toEqual({});
  });

  it('puts the nested schema’s messages, its rules across fields too, on the dotted field they are about', () => {
    const values = {
      weekday: '1',
      people: [RITA, PETE, RITA],
      'params.from': '2026-11-01',
      'params.to': '2026-11-30',
      'params.days': 'x',
    };
    expect(formErrors(nested, nested.fields, values, 'update')).toEqual({
      people: 'At most two people',
      'params.days': 'Enter a whole number',
    });
    expect(
      formErrors(
        nested,
        nested.fields,
        { ...values, people: [], 'params.from': '2026-12-01', 'params.days': '' },
        'update',
      ),
    ).toEqual({
      'params.to': 'The start must not be after the end',
    });
    expect(
      formErrors(
        nested,
        nested.fields,
        { ...values, people: [], 'params.from': '', 'params.days': '' },
        'create',
      ),
    ).toEqual({
      'params.from': 'From is required',
    });
  });

  it('refuses a numeric choice that is not a number', () => {
    expect(
      formErrors(
        nested,
        nested.fields,
        {
          weekday: 'Monday',
          people: [],
          'params.from': '2026-11-01',
          'params.to': '2026-11-02',
          'params.days': '',
        },
        'update',
      ),
    ).toEqual({
      weekday: 'Invalid value',
    });
  });
});
