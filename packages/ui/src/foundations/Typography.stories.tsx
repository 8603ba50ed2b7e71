import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section } from './Swatch.tsx';

const meta = { title: 'Foundations/Typography' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const scale = [
  { cls: 'text-3xl font-semibold', name: 'text-3xl · 30/38', use: '数据大字 Dashboard figures' },
  { cls: 'text-2xl font-semibold', name: 'text-2xl · 24/32', use: '页面标题 Page title' },
  { cls: 'text-xl font-semibold', name: 'text-xl · 20/28', use: '区块标题 Section title' },
  { cls: 'text-lg font-semibold', name: 'text-lg · 18/26', use: '对话框标题 Dialog title' },
  { cls: 'text-base font-semibold', name: 'text-base · 16/24', use: '卡片标题 Card title; inputs on phones' },
  { cls: 'text-sm', name: 'text-sm · 14/22', use: '正文（默认） Body, the default' },
  { cls: 'text-xs', name: 'text-xs · 12/18', use: '辅助说明 Hints, captions' },
];

export const Scale: Story = {
  render: () => (
    <Section
      title="Type scale"
      description="An admin UI reads at 14 px. The font stack prefers the system's CJK face (PingFang SC, Microsoft YaHei, Noto Sans CJK SC); numbers in tables use tabular figures."
    >
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
        {scale.map((s) => (
          <li key={s.name} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-6">
            <span className="w-40 shrink-0 font-mono text-xs text-fg-muted">{s.name}</span>
            <span className={`${s.cls} min-w-0 text-fg`}>卡密自动发货 Card keys delivered</span>
            <span className="text-xs text-fg-subtle sm:ml-auto">{s.use}</span>
          </li>
        ))}
      </ul>
    </Section>
  ),
};

export const TextColours: Story = {
  render: () => (
    <Section title="Text colours">
      <div className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
        <p className="text-fg">text-fg：订单 202405021403 已发货，请查收卡密。</p>
        <p className="text-fg-muted">text-fg-muted：下单时间 2024-05-02 14:03:12</p>
        <p className="text-fg-subtle">text-fg-subtle：支持 JPG、PNG，单个文件不超过 10 MB</p>
        <p className="text-primary-fg">text-primary-fg：查看详情</p>
        <p className="text-danger-fg">text-danger-fg：余额不足，请先充值</p>
        <p className="font-mono text-fg">font-mono：XKCD-7F3A-91QZ-00B2</p>
        <p className="text-fg tabular-nums">tabular-nums：¥1,280.00 · ¥96.50 · ¥10,000.00</p>
      </div>
    </Section>
  ),
};
