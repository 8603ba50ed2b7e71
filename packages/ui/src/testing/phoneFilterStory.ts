// A list's filter bar on a 375 px phone, for every list view's phone story: the first fields
// show, the rest fold behind 展开 (none when all show), 查询 comes after every field shown (not among
// them), and 展开 shows them all without sideways scrolling.
import { expect, userEvent, within } from 'storybook/test';

export interface PhoneFilterBarCheck {
  /** How many fields the phone shows before 展开: the bar's `phoneFields` (1 unless told). */
  shown?: number;
  /** The label of a field the phone hides until 展开, checked by name as well. */
  folded?: string;
}

/** Checks the folded bar and opens it (every field shows); answers the bar for the story to filter with. */
export async function playPhoneFilterBar(
  { canvasElement }: { canvasElement: HTMLElement },
  { shown = 1, folded }: PhoneFilterBarCheck = {},
): Promise<HTMLElement> {
  await expect(window.innerWidth).toBe(375);
  const found = canvasElement.querySelector<HTMLElement>('[data-filter-bar]');
  await expect(found).not.toBeNull();
  const bar = found as HTMLElement;
  const form = within(bar);
  // The fields' cells come first; the last cell holds the buttons.
  const cells = [...bar.querySelectorAll<HTMLElement>(':scope > div')].slice(0, -1);
  const visible = () => cells.filter((cell) => cell.checkVisibility());
  const first = visible();
  await expect(first).toHaveLength(Math.min(shown, cells.length));
  const query = form.getByRole('button', { name: '查询' });
  for (const cell of first) {
    await expect(cell.getBoundingClientRect().bottom).toBeLessThanOrEqual(query.getBoundingClientRect().top);
  }
  const hidden = folded ? form.getByLabelText(folded) : null;
  if (first.length < cells.length) {
    if (hidden) await expect(hidden).not.toBeVisible();
    const more = form.getByRole('button', { name: '展开' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(visible()).toHaveLength(cells.length);
    await expect(form.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    if (hidden) await expect(hidden).toBeVisible();
  } else {
    await expect(folded).toBeUndefined();
    await expect(form.queryByRole('button', { name: '展开' })).toBeNull();
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  return bar;
}
