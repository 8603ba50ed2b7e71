// The stories every form's file shows the same way: filled in, it sends what was typed.
import { expect, userEvent, type within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/**
 * A form filled in (`defaultValues`): its submit button sends the values as they are. `submit` is the
 * button's name.
 */
export function filledFormStory<V extends object>(values: V, submit: string) {
  return {
    args: { defaultValues: values },
    play: async ({ args, canvas }: { args: { onSubmit?: unknown }; canvas: Canvas }) => {
      await userEvent.click(canvas.getByRole('button', { name: submit }));
      await expect(args.onSubmit).toHaveBeenCalledWith(values);
    },
  };
}
