/**
 * Where the access token lives between page loads. Spec §9: session storage and cookie prefix
 * 'auth.', token prefix '_token.'; the strategy is 'local' (email and password).
 */
export const TOKEN_KEY = 'auth._token.local';

export const tokenStore = {
  get(): string | null {
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    sessionStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    sessionStorage.removeItem(TOKEN_KEY);
  },
};
