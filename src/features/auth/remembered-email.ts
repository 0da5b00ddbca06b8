// Hands the e-mail from the sign-up page to the login page without putting it in the URL
// (the "route state" of the spec), for one read only.
const KEY = 'valora.loginEmail';

export function rememberEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    /* storage disabled: the user types it again */
  }
}

export function takeRememberedEmail(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value;
  } catch {
    return null;
  }
}
