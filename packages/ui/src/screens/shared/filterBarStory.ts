// How a list view's phone story checks its FilterBar (issue 23): the fields after the first ones fold behind
// 展开, 查询 comes after every field shown (not among them), and 展开 brings the folded ones.
import { expect, userEvent, within } from 'storybook/test';

/** `folded`: the label of a field the phone hides until 展开. */
export async function playPhoneFilterBar({ canvasElement }: { canvasElement: HTMLElement }, folded: string): Promise<void> {
  const bar = canvasElement.querySelector<HTMLElement>('[data-filter-bar]');
  await expect(bar).not.toBeNull();
  const scope = within(bar as HTMLElement);
  const query = scope.getByRole('button', { name: '查询' });
  const hidden = scope.getByLabelText(folded);
  await expect(hidden).not.toBeVisible();
  const shown = [...(bar as HTMLElement).querySelectorAll<HTMLElement>('input, select')].filter((field) => field.checkVisibility());
  await expect(shown.length).toBeGreaterThan(0);
  for (const field of shown) {
    await expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(query.getBoundingClientRect().top);
  }
  await userEvent.click(scope.getByRole('button', { name: '展开' }));
  await expect(hidden).toBeVisible();
  await expect(scope.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
}
