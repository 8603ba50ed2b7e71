// The stories a list view's file shows the same way: its first load failed and 重试 asks again, it is
// empty, its filter bar asks with what was chosen, a search found nothing and 重置 clears it, a phone
// with its folded filter bar. Each story file still exports each as a named story.
import { expect, userEvent, type within } from 'storybook/test';
import { type PhoneFilterBarCheck, playPhoneFilterBar } from './phoneFilterStory.ts';
import { PHONE, playPhoneList } from './phoneStory.ts';

type Canvas = ReturnType<typeof within>;
type Context = { args: { onRetry?: unknown; onFiltersChange?: unknown }; canvas: Canvas };

/** The first load failed: the error state's 重试 reads again. */
export const FAILED_RETRY_STORY = {
  args: { error: '网关超时' },
  play: async ({ args, canvas }: Context) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Nothing to list yet: the empty state says `text`. */
export function emptyStory<A extends object>(args: A, text: string) {
  return {
    args,
    play: async ({ canvas }: Context) => {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    },
  };
}

/** What a filter story does in the bar: type a keyword, then pick options (by the fields' labels). */
export interface FilterSteps {
  keyword?: { label: string; text: string };
  select?: ReadonlyArray<{ label: string; value: string }>;
}

/** The filter bar: no 重置 while nothing is filtered; 查询 asks with `expected` (the keyword trimmed). */
export function filterStory<A extends object>(args: A | undefined, steps: FilterSteps, expected: object) {
  return {
    args,
    play: async ({ args: shown, canvas }: Context) => {
      await expect(canvas.queryByRole('button', { name: '重置' })).toBeNull();
      if (steps.keyword) await userEvent.type(canvas.getByRole('textbox', { name: steps.keyword.label }), steps.keyword.text);
      for (const { label, value } of steps.select ?? []) {
        await userEvent.selectOptions(canvas.getByRole('combobox', { name: label }), value);
      }
      await userEvent.click(canvas.getByRole('button', { name: '查询' }));
      await expect(shown.onFiltersChange).toHaveBeenCalledWith(expected);
    },
  };
}

/**
 * Nothing matches the filters: the bar shows them (`shown`: a field's label and value), and 重置 asks
 * with the `empty` filters.
 */
export function emptySearchStory<A extends object>(
  args: A,
  shown: { role: 'textbox' | 'combobox'; label: string; value: string },
  empty: object,
) {
  return {
    args,
    play: async ({ args: current, canvas }: Context) => {
      await expect(canvas.getByRole(shown.role, { name: shown.label })).toHaveValue(shown.value);
      await userEvent.click(canvas.getByRole('button', { name: '重置' }));
      await expect(current.onFiltersChange).toHaveBeenCalledWith(empty);
    },
  };
}

/** A list with a filter bar on a 375 px phone: cards, no sideways scrolling, the bar folded (`check`). */
export function phoneFilterListStory<A extends object>(args: A | undefined, check?: PhoneFilterBarCheck) {
  return {
    args,
    globals: PHONE,
    play: async (context: { canvasElement: HTMLElement }) => {
      await playPhoneList(context);
      await playPhoneFilterBar(context, check);
    },
  };
}
