import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../components/Button/Button.tsx';
import { DateRangePicker } from '../components/DateRangePicker/DateRangePicker.tsx';
import { Input } from '../components/Input/Input.tsx';
import { IconReceipt } from '../icons/index.tsx';
import { FilterBar, FilterField } from './FilterBar.tsx';
import { Page } from './Page.tsx';
import { PageHeader } from './PageHeader.tsx';

/** The anatomy every page shares: the header, the filter bar of a list, the width of its kind. */
const meta = {
  title: 'Page/Anatomy',
  component: Page,
  args: { kind: 'list', children: null },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

function Filters({ onSubmit, onReset, resettable = false }: { onSubmit: () => void; onReset: () => void; resettable?: boolean }) {
  return (
    <FilterBar label="筛选订单" onSubmit={onSubmit} onReset={onReset} resettable={resettable}>
      <FilterField label="关键词">
        <Input type="search" name="keyword" placeholder="订单号或商品名" />
      </FilterField>
      <DateRangePicker
        label="日期范围"
        showLabel
        value={{ start: '', end: '' }}
        onChange={() => {}}
        names={{ start: 'startDate', end: 'endDate' }}
      />
      <FilterField label="联系方式">
        <Input name="contact" />
      </FilterField>
    </FilterBar>
  );
}

/** A list: the header with icon, subtitle and an action; the filter bar; the content fills the frame. */
export const ListPage: Story = {
  args: { kind: 'list' },
  render: (args) => (
    <Page {...args}>
      <PageHeader
        icon={<IconReceipt size={20} />}
        title="我的订单"
        subtitle="按状态、关键词和日期查看我买过的订单"
        actions={<Button variant="secondary">导出</Button>}
      />
      <Filters onSubmit={fn()} onReset={fn()} resettable />
      <div className="h-40 rounded-lg border border-dashed border-line-strong" />
    </Page>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: '查询' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重置' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-page-kind="list"]')).not.toBeNull();
  },
};

/** A form keeps a readable column of 56rem from the frame's left edge. */
export const FormPage: Story = {
  args: { kind: 'form' },
  render: (args) => (
    <Page {...args}>
      <PageHeader title="站点设置" subtitle="网站名称、公告与客服联系方式" />
      <div className="h-40 rounded-lg border border-dashed border-line-strong" />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector<HTMLElement>('[data-page-kind="form"]');
    await expect(column?.getBoundingClientRect().width).toBeLessThanOrEqual(896);
  },
};

const submit = fn();
/** On a phone the filters after the first fold behind 展开; 查询 sends them. */
export const FilterBarOnPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  render: (args) => (
    <Page {...args}>
      <PageHeader icon={<IconReceipt size={20} />} title="我的订单" />
      <Filters onSubmit={submit} onReset={fn()} />
    </Page>
  ),
  play: async ({ canvas }) => {
    const more = canvas.getByRole('button', { name: '展开' });
    await expect(canvas.getByLabelText('联系方式')).not.toBeVisible();
    await userEvent.click(more);
    await expect(canvas.getByLabelText('联系方式')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(submit).toHaveBeenCalled();
  },
};
