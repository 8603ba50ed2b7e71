import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleContacts, sampleFaq } from '#ui/testing/fixtures.ts';
import { FeedbackForm } from './FeedbackForm.tsx';
import { OtherAccountPanel } from './OtherAccountPanel.tsx';
import { ServiceView } from './ServiceView.tsx';
import { LOADING_STORY } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Public/Service',
  component: ServiceView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '客服中心',
    onNavigate: fn(),
    onRetry: fn(),
    hrefs: { orderQuery: '/chadan', aibot: '/aibot', announcement: '/announcement' },
  },
} satisfies Meta<typeof ServiceView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Filled: Story = {
  args: { contacts: sampleContacts, faq: sampleFaq },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('800012345')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '客服微信二维码' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '400-600-8899' })).toHaveAttribute('href', 'tel:4006008899');
    await expect(canvas.getByRole('button', { name: '复制QQ' })).toBeInTheDocument();
    // FAQ answers open on demand (details/summary: the keyboard works natively).
    await expect(canvas.getByText(/一般在10秒内/)).not.toBeVisible();
    await userEvent.click(canvas.getByText('付款后多久发货？'));
    await expect(canvas.getByText(/一般在10秒内/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /查询订单/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/chadan');
  },
};

/** The other area's service desk: its notice above the contacts. */
export const WithNotice: Story = {
  args: { contacts: sampleContacts, faq: sampleFaq, notice: '渠道代理结算时间为每周一，如有疑问请留言。' },
};

export const EmptyFaq: Story = { args: { contacts: sampleContacts, faq: [] } };

export const Error: Story = {
  args: { error: '服务器内部错误' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('客服信息加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A refresh failed while the last contacts stay shown: said above them, with a retry. */
export const StaleError: Story = {
  args: { contacts: sampleContacts, faq: sampleFaq, error: '服务器内部错误' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器内部错误');
    await expect(canvas.getByText('800012345')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithFeedback: Story = {
  args: {
    contacts: sampleContacts,
    faq: sampleFaq,
    children: <FeedbackForm onSubmit={fn()} />,
  },
};

/** /other/service: the partner log-in under the heading, whatever the rest shows. */
export const OtherArea: Story = {
  args: {
    title: '客服中心',
    contacts: sampleContacts,
    faq: sampleFaq,
    notice: '开放平台与渠道合作请登录后台；对接问题请先查看常见问题。',
    lead: <OtherAccountPanel loggedIn={false} onLogin={fn()} onLogout={fn()} />,
    children: <FeedbackForm onSubmit={fn()} />,
  },
};

export const OtherAreaServiceDown: Story = {
  args: { error: '服务器内部错误', lead: <OtherAccountPanel loggedIn={false} onLogin={fn()} onLogout={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '合作伙伴登录' })).toBeVisible();
  },
};
