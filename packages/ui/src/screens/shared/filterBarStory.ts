// A list's FilterBar at a phone's width (issue 23): the first fields show, the rest fold behind 展开, and
// 查询 comes after every field shown, not among them.
import { expect, userEvent, within } from 'storybook/test';

/** Checks the fold, opens it, and returns the bar (for the story to filter with). */
export async function playPhoneFilterBar(canvasElement: HTMLElement, shown = 1): Promise<HTMLElement> {
  await expect(window.innerWidth).toBe(375);
  const bar = canvasElement.querySelector<HTMLElement>('[data-filter-bar]');
  await expect(bar).not.toBeNull();
  const form = bar as HTMLElement;
  // The fields' cells come first; the last cell holds the buttons.
  const cells = [...form.querySelectorAll<HTMLElement>(':scope > div')].slice(0, -1);
  const visible = () => cells.filter((cell) => cell.checkVisibility());
  await expect(visible()).toHaveLength(Math.min(shown, cells.length));
  const query = within(form).getByRole('button', { name: '查询' });
  for (const cell of visible()) {
    await expect(cell.getBoundingClientRect().bottom).toBeLessThanOrEqual(query.getBoundingClientRect().top);
  }
  if (cells.length > shown) {
    const more = within(form).getByRole('button', { name: '展开' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(visible()).toHaveLength(cells.length);
    await expect(within(form).getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(within(form).queryByRole('button', { name: '展开' })).toBeNull();
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  return form;
}
