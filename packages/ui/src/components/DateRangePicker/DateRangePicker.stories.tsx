import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';

// A fixed today, so the presets and the calendar read the same on every run.
const TODAY = '2026-11-20';
/** The calendar is a lazy chunk: its first load waits for the dev server's transform on a busy machine. */
const CALENDAR = { timeout: 10_000 };

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { label: '下单日期', value: { start: '', end: '' }, today: TODAY, onChange: fn() },
  // Room for the popover under the trigger.
  decorators: [(Story) => <div style={{ minHeight: 520, maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: DateRangePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateRangePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** Nothing chosen: the trigger names both ends. */
export const Empty: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '下单日期 开始日期 至 结束日期' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithRange: Story = {
  args: { value: { start: '2026-11-01', end: '2026-11-15' } },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '下单日期 2026-11-01 至 2026-11-15' })).toBeVisible();
  },
};

/** 今天 / 近7天 / 近30天 / 本月: one press chooses the range and closes the popover. */
export const Presets: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^下单日期/ });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '选择下单日期' });
    await userEvent.click(within(dialog).getByRole('button', { name: '近7天' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-14', end: '2026-11-20' });
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveAccessibleName('下单日期 2026-11-14 至 2026-11-20');
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    const again = await screen.findByRole('dialog');
    await expect(within(again).getByRole('button', { name: '近7天' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(again).getByRole('button', { name: '本月' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: TODAY });
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '近30天' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-10-22', end: TODAY });
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '今天' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: TODAY, end: TODAY });
    // The × beside the trigger clears the range.
    await userEvent.click(canvas.getByRole('button', { name: '清除下单日期' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '', end: '' });
  },
};

/**
 * Keyboard only: Enter opens on the start field, typed days are confirmed with Enter; the calendar is
 * a grid (arrows move by day, Enter picks start then end); Escape closes and focus returns to the trigger.
 */
export const Keyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /^下单日期/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '选择下单日期' });
    const start = within(dialog).getByRole('textbox', { name: '开始' });
    await waitFor(() => expect(start).toHaveFocus());
    await userEvent.keyboard('2026-11-03{Enter}');
    await expect(within(dialog).getByRole('textbox', { name: '结束' })).toHaveFocus();
    await userEvent.keyboard('2026-11-09{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-03', end: '2026-11-09' });
    await expect(trigger).toHaveFocus();

    // ↓ opens it too; Tab reaches the calendar's focused day (the start), arrows move, Enter picks.
    await userEvent.keyboard('{ArrowDown}');
    const calendar = await screen.findByRole('dialog');
    await within(calendar).findByRole('grid', { name: '2026年11月' }, CALENDAR);
    // Tab: the end field, the month buttons, then the grid's one tab stop (the range's start).
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(/^2026年11月3日/);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(calendar).toHaveTextContent('已选开始日期 2026-11-04，请选择结束日期');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-04', end: '2026-11-11' });
    await expect(trigger).toHaveFocus();

    // Tab stays inside the dialog; Escape closes it without a change.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    for (let i = 0; i < 30; i += 1) await userEvent.tab();
    await expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** A day that is not one (2026-02-30), or outside min / max, is named and nothing is applied. */
export const TypedInvalid: Story = {
  args: { max: TODAY },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^下单日期/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '开始' }), '2026-02-30');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('请按 YYYY-MM-DD 输入可选范围内的日期');
    await expect(within(dialog).getByRole('textbox', { name: '开始' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    // After today (max): refused too; the calendar's later days are disabled.
    const start = within(dialog).getByRole('textbox', { name: '开始' });
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-21');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(await within(dialog).findByRole('button', { name: /2026年11月21日/ }, CALENDAR)).toBeDisabled();
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-02');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-02', end: '' });
  },
};

/** English catalogue: the same picker, the same YYYY-MM-DD, English words. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Order date', value: { start: '2026-11-01', end: '2026-11-15' } },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Order date 2026-11-01 to 2026-11-15' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose Order date' });
    await expect(within(dialog).getByRole('button', { name: 'Last 7 days' })).toBeVisible();
    await expect(await within(dialog).findByRole('grid', { name: 'November 2026' }, CALENDAR)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Start' })).toHaveValue('2026-11-01');
  },
};

/** zh-CN (the default): captions 2026年11月, weeks from Monday (一 … 日). */
export const Chinese: Story = {
  args: { value: { start: '2026-11-01', end: '2026-11-15' } },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^下单日期/ }));
    const dialog = await screen.findByRole('dialog');
    const grid = await within(dialog).findByRole('grid', { name: '2026年11月' }, CALENDAR);
    const weekdays = Array.from(grid.querySelectorAll('th'), (cell) => cell.textContent);
    await expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    await expect(within(dialog).getByRole('button', { name: /2026年11月1日 星期日，已选择/ })).toBeVisible();
  },
};

/** On a phone the popover is a sheet from the bottom with one month; the trigger keeps both ends. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { value: { start: '2026-11-01', end: '2026-11-15' } },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^下单日期/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('grid', {}, CALENDAR);
    if (window.innerWidth < 640) await expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: { start: '2026-11-01', end: '2026-11-15' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^下单日期/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '清除下单日期' })).toBeNull();
  },
};

/** The form around it says why (a start after today, a range too long …); the trigger is marked. */
export const Invalid: Story = {
  args: { invalid: true, 'aria-describedby': 'range-error', value: { start: '2026-11-01', end: '2026-11-15' } },
  render: (args) => (
    <div className="flex flex-col gap-1">
      <Stateful {...args} />
      <p id="range-error" className="text-sm text-danger-fg">
        查询范围不能超过 31 天
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^下单日期/ });
    await expect(trigger).toHaveAttribute('data-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('查询范围不能超过 31 天');
  },
};

/** With its label shown above (a form without a filter bar's labels). */
export const ShownLabel: Story = { args: { showLabel: true } };
