import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBar } from './SearchBar.tsx';

/** The keyword search of announcements, price lists, the goods list and my shop prices. */
const meta = {
  title: 'Screens/Shared/SearchBar',
  component: SearchBar,
  args: {
    keyword: '',
    onSearch: fn(),
    label: '搜索公告',
    placeholder: '输入标题关键词',
    submitLabel: '查询',
    className: 'max-w-md',
  },
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What is typed is sent trimmed, with Enter or the button. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: '搜索公告' });
    await userEvent.type(box, '  活动 {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('活动');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** A search from the address shows in the box; clearing it shows everything again. */
export const WithKeyword: Story = {
  args: { keyword: '维护' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: '搜索公告' })).toHaveValue('维护');
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(canvas.getByRole('searchbox', { name: '搜索公告' })).toHaveValue('');
  },
};
