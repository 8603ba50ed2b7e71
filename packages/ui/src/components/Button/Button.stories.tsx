import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconDownload, IconPlus, IconRefresh, IconSearch, IconShoppingCart, IconTrash } from '#ui/icons/index.tsx';
import { Button, type ButtonVariant } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: '立即购买', onClick: fn() },
  argTypes: { icon: { control: false }, iconRight: { control: false } },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: '取消' } };

const variants: ButtonVariant[] = ['primary', 'secondary', 'soft', 'ghost', 'link', 'danger', 'danger-secondary'];

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {variants.map((v) => (
        <Button key={v} {...args} variant={v}>
          {v}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        小按钮 sm
      </Button>
      <Button {...args} size="md">
        中按钮 md
      </Button>
      <Button {...args} size="lg">
        大按钮 lg
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} icon={<IconShoppingCart />}>
        加入购物车
      </Button>
      <Button {...args} variant="secondary" icon={<IconPlus />}>
        新增商品
      </Button>
      <Button {...args} variant="secondary" icon={<IconDownload />}>
        导出卡密
      </Button>
      <Button {...args} variant="danger-secondary" icon={<IconTrash />}>
        删除
      </Button>
      <Button {...args} variant="secondary" iconOnly icon={<IconRefresh />} aria-label="刷新" />
      <Button {...args} variant="ghost" iconOnly icon={<IconSearch />} aria-label="搜索" />
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: '提交中…' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /提交中/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still focusable while loading, so focus is not lost mid-action.
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Block: Story = { args: { block: true, size: 'lg' }, globals: { viewport: { value: 'phone375', isRotated: false } } };
