import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QRCode } from './QRCode.tsx';

const meta = {
  title: 'Components/QRCode',
  component: QRCode,
  args: { value: 'https://shop.example.com/pay/payonline?orderNo=202405021403128866', label: '微信扫码支付 ¥196.00' },
} satisfies Meta<typeof QRCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '微信扫码支付 ¥196.00' });
    await expect(img.tagName.toLowerCase()).toBe('svg');
    await expect(img.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
  },
};
export const Small: Story = { args: { size: 96, label: '邀请二维码' } };
export const Large: Story = { args: { size: 240, level: 'H' } };
export const Unframed: Story = { args: { framed: false } };
export const DefaultLabel: Story = {
  args: { label: undefined, value: 'weixin://wxpay/bizpayurl?pr=abc123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '二维码' })).toBeVisible();
  },
};
