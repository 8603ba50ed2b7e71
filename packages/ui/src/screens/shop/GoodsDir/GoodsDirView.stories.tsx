import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleDirectories } from '../shared/fixtures.ts';
import { GoodsDirView } from './GoodsDirView.tsx';
import { LOADING_STORY } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Shop/GoodsDir',
  component: GoodsDirView,
  parameters: { layout: 'fullscreen' },
  args: {
    onRetry: fn(),
    onNavigate: fn(),
    hrefFor: (dirId: number | null) => (dirId === null ? '/inside/goodsList' : `/inside/goodsList?dirId=${dirId}`),
  },
} satisfies Meta<typeof GoodsDirView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Filled: Story = {
  args: { directories: sampleDirectories },
  play: async ({ args, canvas }) => {
    // The child directory sits under its parent.
    await userEvent.click(canvas.getByRole('link', { name: /手游充值/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/inside/goodsList?dirId=3');
  },
};

export const Empty: Story = { args: { directories: [] } };

export const Error: Story = { args: { error: '网关超时，请稍后再试' } };

/** A refresh failed while the directories stay shown: said above them, with a retry. */
export const StaleError: Story = {
  args: { directories: sampleDirectories, error: '网关超时，请稍后再试' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网关超时，请稍后再试');
    await expect(canvas.getByRole('link', { name: /手游充值/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
