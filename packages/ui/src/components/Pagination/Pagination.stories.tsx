import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { pageItems } from './pageItems.ts';
import { Pagination, type PaginationProps } from './Pagination.tsx';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 10, total: 235, onChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [size, setSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={size}
      onChange={(p, s) => {
        setPage(p);
        setSize(s);
        props.onChange(p, s);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    const prev = canvas.getByRole('button', { name: '上一页' });
    await expect(prev).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 10);
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '第 24 页' }));
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '向前 5 页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(19, 10);
    // The page list keeps a constant length while paging.
    await expect(pageItems(12, 24)).toEqual([1, 'prev-more', 11, 12, 13, 'next-more', 24]);
  },
};

export const WithSizeAndJumper: Story = {
  args: { pageSizeOptions: [10, 20, 50, 100], showJumper: true, page: 5 },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    const jump = canvas.getByRole('textbox', { name: '跳转到第几页' });
    await userEvent.type(jump, '12{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(12, 10);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 50);
  },
};

/** An owner that moves to the page a while later (a router navigation at phone speed, a read). */
function SlowOwner(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <>
      <Pagination
        {...props}
        page={page}
        onChange={(p, s) => {
          props.onChange(p, s);
          setTimeout(() => setPage(p), 400);
        }}
      />
      <p>所在页：{page}</p>
      <button type="button" onClick={() => setPage(1)}>
        回到第一页
      </button>
    </>
  );
}

/**
 * The page picked shows as current at once, before its owner has moved to it (a page turn
 * changed nothing on screen until the next page was drawn), and an owner that later goes elsewhere wins.
 */
export const ShowsThePickedPageAtOnce: Story = {
  render: (args) => <SlowOwner {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 10);
    // At once: the owner has not moved yet (it does 400 ms later).
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '第 1 页' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('所在页：1')).toBeVisible();
    // The owner arrives at page 2, then sends the list back to page 1 (a new filter): page 1 it is.
    await canvas.findByText('所在页：2', undefined, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: '回到第一页' }));
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '第 2 页' })).not.toHaveAttribute('aria-current');
  },
};

export const FewPages: Story = { args: { total: 42 } };
export const SinglePage: Story = { args: { total: 7 } };
export const Small: Story = { args: { size: 'sm', page: 3 } };
export const Disabled: Story = { args: { disabled: true, page: 3 } };

/** On a phone the list folds to "‹ 3 / 24 ›". */
export const Phone: Story = {
  args: { page: 3 },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  render: (args) => <Stateful {...args} />,
};
