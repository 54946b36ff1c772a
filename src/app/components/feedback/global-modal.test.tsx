// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlobalModal } from './global-modal';
import { globalModal } from './modal-store';

afterEach(() => {
  act(() => globalModal.dismiss());
  cleanup();
});

describe('the global modal (spec §8)', () => {
  it.each([
    ['error', 'Error'],
    ['warning', 'Warning'],
    ['information', 'Information'],
    ['success', 'Success'],
  ] as const)('a %s message is titled %s and closes with Dismiss', async (type, title) => {
    render(<GlobalModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => globalModal.show(type, 'The bank did not answer'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(title);
    expect(dialog.textContent).toContain('The bank did not answer');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(globalModal.get()).toBeNull();
  });
});
