import { expect, it } from 'vitest';
import { multipartForm } from './multipart-form';

it('repeats a list value under its name, leaves empty values out and carries files by field', async () => {
  const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'scan.pdf', {
    type: 'application/pdf',
  });
  const form = multipartForm(
    {
      subject: 'contractor',
      ids: ['a', 'b'],
      hours: 7.5,
      paid: false,
      note: '',
      expires_on: null,
      gone: undefined,
    },
    { file, other: null },
  );
  expect([...form.keys()]).toEqual(['subject', 'ids', 'ids', 'hours', 'paid', 'file']);
  expect(form.getAll('ids')).toEqual(['a', 'b']);
  expect(form.get('hours')).toBe('7.5');
  expect(form.get('paid')).toBe('false');
  const sent = form.get('file') as File;
  expect([sent.name, sent.type, new Uint8Array(await sent.arrayBuffer())]).toEqual([
    'scan.pdf',
    'application/pdf',
    new Uint8Array([0x25, 0x50, 0x44, 0x46]),
  ]);
});

it('sends a one-item list as the name once, which the server reads back as a list', () => {
  expect(multipartForm({ ids: ['only'] }).getAll('ids')).toEqual(['only']);
});
