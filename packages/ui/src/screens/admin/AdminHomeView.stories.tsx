import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdminInfo } from '@shop/session/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminHomeView, type AdminEntry } from './AdminHomeView.tsx';

const siteAdmin: AdminInfo = {
  id: 1,
  username: 'admin',
  name: '站点管理员',
  roleIds: [1, 2, 3],
  verifyRole: '1',
  access: [
    'goods:view',
    'goods:edit',
    'order:view',
    'order:refund',
    'customer:view',
    'customer:edit',
    'finance:view',
    'decorate:view',
    'decorate:edit',
    'decorate:publish',
  ],
};

const decorate: AdminEntry = {
  key: 'decorate',
  title: '网站装修',
  description: '调整主站和分站首页的模块顺序与设置，保存草稿或发布给访客',
  href: '/shopadmin/decorate/desktop',
  icon: 'page',
  tags: [{ label: '可发布', tone: 'success' }],
};

const meta = {
  title: 'Screens/Admin/AdminHome',
  component: AdminHomeView,
  parameters: { layout: 'fullscreen' },
  args: {
    siteName: '云卡数字商城',
    adminPath: 'shopadmin',
    admin: siteAdmin,
    entries: [decorate],
    onLogout: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof AdminHomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '管理后台' })).toBeVisible();
    await expect(canvas.getByText('角色 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /网站装修/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/shopadmin/decorate/desktop');
  },
};

/** The log-out sits in the account menu, asked first (spec §9 logout confirmation). */
export const LogOut: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /站点管理员/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: '退出登录' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const Designer: Story = {
  args: {
    admin: { id: 3, username: 'designer', name: '装修设计师', roleIds: [3], verifyRole: '1', access: ['decorate:view', 'decorate:edit'] },
    entries: [{ ...decorate, tags: [{ label: '仅可保存草稿' }] }],
  },
};

export const SuperAdmin: Story = {
  args: { admin: { ...siteAdmin, id: 2, username: 'root', name: '超级管理员', roleIds: [], verifyRole: '0' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('超级管理员（不校验角色）')).toBeVisible();
  },
};

/** Roles that give nothing in this front end: said so, with whom to ask. */
export const NoEntries: Story = {
  args: { admin: { ...siteAdmin, roleIds: [1, 2], access: ['goods:view', 'order:view'] }, entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无可用的功能')).toBeVisible();
  },
};

export const Loading: Story = { args: { admin: undefined } };

export const Error: Story = {
  args: { admin: undefined, error: '网关超时' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('管理员信息加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
