// The states every screen's stories show the same way: a first load, a failed one, a reload that failed
// while the last answer stays shown, a phone. Each story file still exports each as a named story.
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE, playPhoneList } from './phoneStory.ts';

/** The document's body: dialogs, menus and toasts are portalled out of the story's canvas. */
export const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** The args every paged list view's meta starts from: page 1 (of 20 rows unless said), its paging and its retry. */
export const pagedArgs = (pageSize = 20) => ({ page: 1, pageSize, onPageChange: fn(), onRetry: fn() });

/** The first load: nothing to show yet (skeletons, announced). */
export const LOADING_STORY = { args: { loading: true } };

/** The first load failed: the error state with its retry in place of the content. */
export const FAILED_STORY = { args: { error: '网关超时' } };

type Canvas = ReturnType<typeof within>;

/**
 * A reload failed while the last answer stays shown: an alert says why, and its 重试 asks again once.
 * `args` are the filled story's; `retryOf` picks the retry when it is not the view's own `onRetry`.
 */
export function reloadFailedStory<A extends object>(args: A | undefined, message = '网络连接失败，请检查网络') {
  return {
    args: { ...args, error: message, onRetry: fn() },
    play: async ({ args: shown, canvas }: { args: { onRetry?: unknown }; canvas: Canvas }) => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(message);
      await userEvent.click(canvas.getByRole('button', { name: '重试' }));
      await expect(shown.onRetry).toHaveBeenCalledTimes(1);
    },
  };
}

/** A list on a 375 px phone: a column of cards, no sideways scrolling (`playPhoneList`). */
export function phoneListStory<A extends object>(args: A | undefined) {
  return { args, globals: PHONE, play: playPhoneList };
}
