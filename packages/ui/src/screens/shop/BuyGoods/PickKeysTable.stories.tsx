import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PickableKey } from '@shop/session/contract/shop';
import { samplePickablePage } from '../shared/fixtures.ts';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { PickKeysTable } from './PickKeysTable.tsx';

/** The picks held as the buy form holds them, so a story can pick and see the count. */
function Picking(args: Parameters<typeof PickKeysTable>[0]) {
  const [picked, setPicked] = useState<Map<number, PickableKey>>(new Map(args.picked));
  const change = (next: Map<number, PickableKey>) => {
    args.onPickedChange(next);
    setPicked(next);
  };
  return <PickKeysTable {...args} picked={picked} onPickedChange={change} />;
}

const meta = {
  title: 'Screens/BuyGoods/PickKeysTable',
  component: PickKeysTable,
  args: {
    page: {
      ...samplePickablePage,
      list: [...samplePickablePage.list, { id: 104, preview: '教育版（仅限一台设备）', surcharge: 0 }],
      total: 4,
    },
    loading: false,
    onPageChange: fn(),
    picked: new Map(),
    onPickedChange: fn(),
    max: 3,
    disabled: false,
  },
  render: (args) => <Picking {...args} />,
} satisfies Meta<typeof PickKeysTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A desktop: a table of previews and surcharges, a checkbox a row. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /选择卡密：教育版（仅限一台设备）/ }));
    await expect(args.onPickedChange).toHaveBeenCalled();
    await expect(canvas.getByText('已选 1 张，最多 3 张')).toBeInTheDocument();
  },
};

/**
 * A phone: the keys are a column of cards (preview, surcharge, a checkbox with a comfortable target), no
 * sideways scrolling; picking one on the card counts it, and the last pick allowed leaves the rest unpickable.
 */
export const Phone: Story = {
  args: { max: 2 },
  globals: PHONE,
  play: async (context) => {
    await playPhoneList(context);
    const { canvas, canvasElement } = context;
    const cards = canvasElement.querySelector<HTMLElement>('[data-table-layout="cards"]') as HTMLElement;
    await expect(within(cards).getAllByText('+¥5.00').length).toBe(3);
    await expect(within(cards).getByText('不加价')).toBeVisible();
    const boxes = within(cards).getAllByRole('checkbox', { name: /选择卡密/ });
    await expect(boxes).toHaveLength(4);
    await userEvent.click(boxes[0] as HTMLElement);
    await expect(canvas.getByText('已选 1 张，最多 2 张')).toBeInTheDocument();
    await userEvent.click(boxes[3] as HTMLElement);
    await expect(canvas.getByText('已选 2 张，最多 2 张')).toBeInTheDocument();
    await expect(boxes[0]).toBeChecked();
    await expect(boxes[1]).toBeDisabled();
    await expect(context.args.onPickedChange).toHaveBeenLastCalledWith(
      new Map([
        [101, samplePickablePage.list[0]],
        [104, expect.objectContaining({ id: 104 })],
      ]),
    );
  },
};
