// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../lib/navigation';
import { PageLink } from './page-link';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PageLink', () => {
  it('is a link to the page; a plain click opens it in the app as a new history entry', () => {
    const open = vi.spyOn(navigation, 'open').mockImplementation(() => {});
    render(<PageLink to="/forgot_password">Forgot password?</PageLink>);
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot_password');
    const followed = fireEvent.click(link, { button: 0 });
    expect(followed).toBe(false);
    expect(open).toHaveBeenCalledExactlyOnceWith('/forgot_password');
  });

  it('leaves a click with a modifier or another button to the browser (new tab, new window)', () => {
    const open = vi.spyOn(navigation, 'open').mockImplementation(() => {});
    render(<PageLink to="/passwordless">Sign in with an emailed code</PageLink>);
    const link = screen.getByRole('link', { name: 'Sign in with an emailed code' });
    for (const modifier of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(fireEvent.click(link, { button: 0, ...modifier })).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });
});
