import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleInvite, sampleInvitees, samplePoster } from '../shared/fixtures.ts';
import { InviteFriendsView } from './InviteFriendsView.tsx';
import { PHONE } from '#ui/testing/phoneStory.ts';
import { playPhoneFilterBar } from '#ui/testing/phoneFilterStory.ts';

const invitees = { items: sampleInvitees, total: 3, page: 1, pageSize: 10, onPageChange: fn() };

const meta = {
  title: 'Screens/Promotion/InviteFriends',
  component: InviteFriendsView,
  args: {
    invite: sampleInvite,
    poster: { data: samplePoster },
    onDownloadPoster: fn(),
    invitees,
    keyword: '',
    onKeywordChange: fn(),
    onRetry: fn(),
    links: { promotion: '/inside/inter/promotion' },
  },
} satisfies Meta<typeof InviteFriendsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { invite: undefined, loading: true, poster: { loading: true }, invitees: { ...invitees, items: undefined, loading: true } },
};

/** The link and code to copy, its QR code (a library's, never drawn by hand), the poster and the invitees. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByTestId('invite-link')).toHaveValue('https://shop.example.com/register?invite=YQ0001');
    await expect(canvas.getByTestId('invite-code')).toHaveTextContent('YQ0001');
    await expect(canvas.getAllByRole('img', { name: '邀请注册二维码' })[0]).toHaveAttribute('data-value', sampleInvite.link);
    await expect(canvas.getByText('好友通过您的链接注册后，每笔订单您可获得 3% 的佣金。')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下载海报' }));
    await expect(args.onDownloadPoster).toHaveBeenCalled();
    await expect(canvas.getByRole('table', { name: '我邀请的好友' })).toHaveTextContent('小雨');
    await userEvent.type(canvas.getByRole('textbox', { name: '好友昵称或手机号' }), '小雨');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onKeywordChange).toHaveBeenCalledWith('小雨');
  },
};

export const Empty: Story = {
  args: { invite: { ...sampleInvite, inviteeCount: 0 }, invitees: { ...invitees, items: [], total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有邀请到好友')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: '复制邀请链接' })).toHaveLength(2);
  },
};

export const FilteredEmpty: Story = {
  args: { keyword: '不存在', invitees: { ...invitees, items: [], total: 0 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看全部' }));
    await expect(args.onKeywordChange).toHaveBeenCalledWith('');
  },
};

export const Error: Story = {
  args: {
    invite: undefined,
    error: '服务器内部错误',
    poster: { error: '网关超时', onRetry: fn() },
    invitees: { ...invitees, items: undefined, error: '网络连接失败', onRetry: fn() },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /重试/ })[0] as HTMLElement);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Promotion is not on for this customer: the link still works, the text says so. */
export const Refused: Story = {
  args: { invite: { ...sampleInvite, enabled: false, rate: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未开启')).toBeInTheDocument();
  },
};

export const Downloading: Story = { args: { downloading: true } };

/** The poster could not be saved (the browser refused the image): said under it. */
export const DownloadFailed: Story = { args: { downloadError: '海报生成失败，请稍后重试' } };

export const Paged: Story = {
  args: { invitees: { ...invitees, total: 16, pageSize: 10 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.invitees.onPageChange).toHaveBeenCalledWith(2, 10);
  },
};

/**
 * A phone: the invitees' filter bar (one field, nothing to fold). The story keeps the keyword (as the app's
 * address does): a nickname filters the invitees, 重置 shows them all again.
 */
export const Phone: Story = {
  globals: PHONE,
  render: function Render(args) {
    const [keyword, setKeyword] = useState(args.keyword);
    const items = args.invitees.items?.filter((row) => row.nickname.includes(keyword) || row.contact.includes(keyword));
    return (
      <InviteFriendsView
        {...args}
        keyword={keyword}
        onKeywordChange={(next) => {
          args.onKeywordChange(next);
          setKeyword(next);
        }}
        invitees={{ ...args.invitees, items, total: items?.length }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const rows = () => canvasElement.querySelectorAll('[data-row-card]');
    await expect(rows()).toHaveLength(sampleInvitees.length);
    const bar = within(await playPhoneFilterBar({ canvasElement }));
    await userEvent.type(bar.getByRole('textbox', { name: '好友昵称或手机号' }), ' 小雨 ');
    await userEvent.click(bar.getByRole('button', { name: '查询' }));
    await expect(args.onKeywordChange).toHaveBeenLastCalledWith('小雨');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(bar.getByRole('button', { name: '重置' }));
    await expect(args.onKeywordChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(rows()).toHaveLength(sampleInvitees.length));
    await expect(canvas.getByRole('textbox', { name: '好友昵称或手机号' })).toHaveValue('');
  },
};

/** A reload failed while the invitees stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = {
  args: { invitees: { ...invitees, error: '网络连接失败，请检查网络', onRetry: fn() } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败，请检查网络');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.invitees.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A refresh of the link and of the poster failed while both stay shown: each part says so, with its retry. */
export const LinkAndPosterReloadFailed: Story = {
  args: { error: '服务器内部错误', poster: { data: samplePoster, error: '网关超时', onRetry: fn() } },
  play: async ({ args, canvas }) => {
    const link = within(canvas.getByRole('region', { name: '我的邀请链接' }));
    await expect(link.getByRole('alert')).toHaveTextContent('服务器内部错误');
    await expect(canvas.getByTestId('invite-link')).toHaveValue('https://shop.example.com/register?invite=YQ0001');
    await userEvent.click(link.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    const poster = within(canvas.getByRole('region', { name: '邀请海报' }));
    await expect(poster.getByRole('alert')).toHaveTextContent('网关超时');
    await expect(canvas.getByTestId('poster')).toBeVisible();
    await userEvent.click(poster.getByRole('button', { name: '重试' }));
    await expect(args.poster.onRetry).toHaveBeenCalledOnce();
  },
};
