// A list's filter bar on a 375 px phone (issue 23), for every list view's phone story: the first fields
// show, the rest fold behind 展开, 查询 comes after every field shown (not among them), and 展开 shows them
// all without sideways scrolling.
import { expect, userEvent, within } from 'storybook/test';

const controlsOf = (bar: HTMLElement) => [...bar.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea')];

/**
 * Checks the folded bar, opens it with 展开 (every field shows) and folds it again. `folded`: the label of
 * a field the phone hides until 展开, checked by name as well.
 */
export async function playPhoneFilterBar({ canvasElement }: { canvasElement: HTMLElement }, folded?: string): Promise<void> {
  await expect(window.innerWidth).toBe(375);
  const bar = canvasElement.querySelector<HTMLElement>('[data-filter-bar]');
  await expect(bar).not.toBeNull();
  const form = within(bar as HTMLElement);
  const query = form.getByRole('button', { name: '查询' });
  const hidden = folded ? form.getByLabelText(folded) : null;
  if (hidden) await expect(hidden).not.toBeVisible();
  const controls = controlsOf(bar as HTMLElement);
  const shown = controls.filter((control) => control.checkVisibility());
  await expect(shown.length).toBeGreaterThan(0);
  await expect(shown.length).toBeLessThan(controls.length);
  for (const control of shown) {
    await expect(control.getBoundingClientRect().bottom).toBeLessThanOrEqual(query.getBoundingClientRect().top);
  }
  const more = form.getByRole('button', { name: '展开' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(more);
  await expect(form.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  for (const control of controlsOf(bar as HTMLElement)) await expect(control.checkVisibility()).toBe(true);
  if (hidden) await expect(hidden).toBeVisible();
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  // Folded again, as the story shows the bar.
  await userEvent.click(form.getByRole('button', { name: '收起' }));
  await expect(controlsOf(bar as HTMLElement).filter((control) => control.checkVisibility())).toHaveLength(shown.length);
}
