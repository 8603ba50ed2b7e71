import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '#ui/components/Button/Button.tsx';
import { ComingSoon, PageEmpty, PageError, PageForbidden, PageSkeleton } from './PageState.tsx';

const meta = {
  title: 'States/PageState',
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="bg-canvas">{Story()}</div>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list page loading (filters and table rows); announced once as busy. */
export const LoadingList: Story = {
  render: () => <PageSkeleton />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('页面加载中');
  },
};

export const LoadingForm: Story = { render: () => <PageSkeleton variant="form" /> };

export const LoadingDetail: Story = { render: () => <PageSkeleton variant="detail" /> };

export const Empty: Story = {
  render: () => (
    <PageEmpty
      title="还没有订单"
      description="买过的商品和卡密都会出现在这里。"
      action={
        <Button size="sm" variant="secondary">
          去逛逛
        </Button>
      }
    />
  ),
};

/** Failed with retry: the button spins while retrying, then the page loads. */
export const ErrorWithRetry: Story = {
  render: function Render() {
    const [state, setState] = useState<'error' | 'retrying' | 'done'>('error');
    if (state === 'done') return <p>订单列表已加载</p>;
    return (
      <PageError
        description="网关错误（502），请稍后重试。"
        retrying={state === 'retrying'}
        onRetry={() => {
          setState('retrying');
          setTimeout(() => setState('done'), 300);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网关错误（502），请稍后重试。');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(canvas.getByText('订单列表已加载')).toBeVisible());
  },
};

export const Forbidden: Story = {
  render: () => <PageForbidden />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '没有权限查看' })).toBeVisible();
  },
};

/** A route built in a later issue: clearly marked "即将上线". */
export const ComingSoonPage: Story = {
  render: () => <ComingSoon title="推广收益" homeHref="/" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('即将上线')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '推广收益' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-coming-soon]')).not.toBeNull();
  },
};

/** The default texts. */
export const ErrorDefaultText: Story = {
  render: () => <PageError onRetry={fn()} />,
};
