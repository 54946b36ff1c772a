// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_ERROR_MESSAGE } from '../../../domain/errors/extract-message';
import { LoadError } from './load-error';

afterEach(cleanup);

const alertText = () => screen.getByRole('alert').textContent?.replace(/\s+/g, ' ').trim();

describe('LoadError', () => {
  it('shows the words the chart holds, as they are', () => {
    render(<LoadError message="Your role does not see expenses" />);
    expect(alertText()).toBe('Your role does not see expenses');
  });

  it('reads an Error or a response body by the rules of spec §8', () => {
    render(<LoadError message={new Error('The payroll run is locked')} />);
    expect(alertText()).toBe('The payroll run is locked');
    cleanup();
    render(
      <LoadError
        message={{
          detail: [
            { msg: 'field required', loc: ['body', 'amount'] },
            { msg: 'too long', loc: ['body', '__root__'] },
          ],
        }}
      />,
    );
    expect(alertText()).toBe('field required amount, too long');
  });

  it('says the unknown-error text when there are no words', () => {
    for (const nothing of [null, undefined, '', '  ', new Error(''), { message: '' }]) {
      render(<LoadError message={nothing} />);
      expect(alertText()).toBe(UNKNOWN_ERROR_MESSAGE);
      cleanup();
    }
  });

  it('offers a retry only when given one, and pressing it sends the retry once', () => {
    render(<LoadError message="Could not load" />);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    const retry = vi.fn();
    render(<LoadError message="Could not load" onRetry={retry} retryLabel="Retry" />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('lists a refusal’s reasons under its message', () => {
    render(
      <LoadError
        message="Could not allocate"
        reasons={['The invoice is void', 'The payment is spent']}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'The invoice is void',
      'The payment is spent',
    ]);
  });

  it('is a span inside a line of text, a block otherwise; a refusal notice is not red', () => {
    render(
      <p>
        Sent.{' '}
        <LoadError inline look="line" message="Failed to resend the code. Please try again." />
      </p>,
    );
    expect(screen.getByRole('alert').tagName).toBe('SPAN');
    cleanup();
    render(<LoadError look="notice" message="Only the employer completes section 2." />);
    const notice = screen.getByRole('alert');
    expect(notice.tagName).toBe('DIV');
    expect(notice.className).not.toMatch(/red/);
  });
});
