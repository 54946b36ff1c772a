// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { demoUsers } from '../../../resources/timesheets/chart.fixtures';
import { MAX_RECIPIENTS } from '../../../resources/conversations/kinds';
import { conversationsResource } from '../../../resources/conversations/contract';
import { conversationForm } from '../../../resources/conversations/form';
import { InlineResourceForm } from './resource-form-view';

const CONNIE = {
  id: '00000000-0000-4000-8000-00000000c011',
  label: 'Connie Contractor (Contractor)',
};
const COLIN = { id: '00000000-0000-4000-8000-00000000c012', label: 'Colin Client (Globex)' };
const RITA = {
  id: '00000000-0000-4000-8000-00000000a001',
  label: 'Rita Recruiter (Acme Staffing)',
};

/** The API as the form meets it: the recipients search by `q`, and a send answered in turn. */
const api = {
  searches: [] as string[],
  sent: [] as Record<string, unknown>[],
  sendAnswers: [] as Response[],
};

beforeEach(() => {
  // The chart's pause before searching (spec §9: 1000 ms for a partner) runs on these timers.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    if (input.method === 'GET' && url.pathname === '/v2/message_recipients') {
      const q = url.searchParams.get('q') ?? '';
      api.searches.push(q);
      const found = [CONNIE, COLIN, RITA].filter((p) => p.label.toLowerCase().includes(q));
      return Response.json({ data: found, meta: { page: 1, per_page: 10, total: found.length } });
    }
    if (input.method === 'POST' && url.pathname === '/v2/conversations') {
      api.sent.push((await input.json()) as Record<string, unknown>);
      return api.sendAnswers.shift() ?? Response.json({ detail: 'no answer set' }, { status: 500 });
    }
    return Response.json({ detail: 'Not Found' }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  api.searches.length = 0;
  api.sent.length = 0;
  api.sendAnswers.length = 0;
});

/** Lets the requests and the chart's answers to them settle. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

async function type(box: HTMLElement, words: string) {
  fireEvent.change(box, { target: { value: words } });
  // Nothing is asked while typing pauses for less than the user's delay.
  await act(() => vi.advanceTimersByTimeAsync(999));
  const before = api.searches.length;
  await act(() => vi.advanceTimersByTimeAsync(1));
  await settle();
  expect(api.searches.slice(before)).toEqual([words]);
}

async function renderForm(onSaved = vi.fn()) {
  render(
    <InlineResourceForm
      apiPath={conversationsResource.apiPath}
      form={conversationForm}
      user={demoUsers.acmeOwner}
      label="New message"
      fixed={{}}
      onSaved={onSaved}
      submitLabel="Send"
    />,
  );
  await settle();
  return screen.getByRole('combobox', { name: 'To *' });
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Chosen: To' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('×', '').trim());

it('finds people as they are typed, picks two, drops one and sends the other as recipient_ids', async () => {
  const onSaved = vi.fn();
  const box = await renderForm(onSaved);
  expect(box).toHaveProperty('placeholder', 'Type a name or email');
  expect(
    screen.getByText(`Up to ${MAX_RECIPIENTS} people you work with, found by name or email.`),
  ).toBeTruthy();

  await type(box, 'co');
  expect(box.getAttribute('aria-expanded')).toBe('true');
  const listbox = screen.getByRole('listbox', { name: 'To: results' });
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([CONNIE.label, COLIN.label]);
  // The mouse picks Connie; the search box empties and closes for the next name.
  fireEvent.mouseDown(within(listbox).getByRole('option', { name: CONNIE.label }));
  expect(chips()).toEqual([CONNIE.label]);
  expect(box).toHaveProperty('value', '');
  expect(box.getAttribute('aria-expanded')).toBe('false');

  // The keyboard picks Rita: Connie, already chosen, is not offered again.
  await type(box, 'r');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([RITA.label]);
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(chips()).toEqual([CONNIE.label, RITA.label]);

  fireEvent.click(screen.getByRole('button', { name: `Remove ${CONNIE.label}` }));
  expect(chips()).toEqual([RITA.label]);

  fireEvent.change(screen.getByRole('textbox', { name: 'Subject *' }), {
    target: { value: 'Monday hours' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Message *' }), {
    target: { value: 'Please sign.' },
  });
  api.sendAnswers.push(Response.json({ id: 'conv-1' }, { status: 201 }));
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await settle();
  expect(api.sent).toEqual([
    { recipient_ids: [RITA.id], subject: 'Monday hours', body: 'Please sign.' },
  ]);
  expect(onSaved).toHaveBeenCalledWith('conv-1');
});

it("says who is missing before sending, and shows the server's refusal under the field", async () => {
  const box = await renderForm();
  fireEvent.change(screen.getByRole('textbox', { name: 'Subject *' }), {
    target: { value: 'Hello' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Message *' }), { target: { value: 'Hi' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await settle();
  expect(api.sent).toEqual([]);
  expect(box.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('To is required')).toBeTruthy();

  await type(box, 'colin');
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(chips()).toEqual([COLIN.label]);
  api.sendAnswers.push(
    Response.json(
      {
        detail: [
          {
            loc: ['body', 'recipient_ids'],
            msg: 'Choose people you work with',
            type: 'value_error',
          },
        ],
      },
      { status: 422 },
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await settle();
  expect(api.sent).toEqual([{ recipient_ids: [COLIN.id], subject: 'Hello', body: 'Hi' }]);
  expect(screen.getByText('Choose people you work with')).toBeTruthy();
  expect(box.getAttribute('aria-invalid')).toBe('true');
  // Taking the refused person back clears the refusal: the field changed.
  fireEvent.click(screen.getByRole('button', { name: `Remove ${COLIN.label}` }));
  expect(screen.queryByText('Choose people you work with')).toBeNull();
});
