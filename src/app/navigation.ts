import { navigate as browserNavigate } from 'wouter/use-browser-location';

/** Navigation from outside React (API hooks, socket errors) uses the same history wouter reads. */
export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  browserNavigate(to, { replace: opts.replace ?? false });
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}
