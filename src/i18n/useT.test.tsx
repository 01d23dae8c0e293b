import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, expect, it } from 'vitest';
import { loadLanguage } from './index';
import { useT } from './useT';

// React only flushes act() updates synchronously when told it runs under test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const container = document.createElement('div');
const root = createRoot(container);
afterAll(() => act(() => root.unmount()));

function Title() {
  const t = useT();
  return <h1>{t('title.promotions')}</h1>;
}

it('re-renders with the new language', async () => {
  await act(() => loadLanguage('en'));
  await act(async () => root.render(<Title />));
  expect(container.textContent).toBe('Promotions');
  await act(() => loadLanguage('ms'));
  expect(container.textContent).toBe('Promosi');
});
