import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from './CopyButton.tsx';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: { text: 'XKCD-7F3A-91QZ-00B2', onCopied: fn(), onCopyError: fn() },
  // The clipboard is stubbed: headless browsers may refuse it, and a test must not touch the real one.
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith('XKCD-7F3A-91QZ-00B2');
    await expect(args.onCopied).toHaveBeenCalledWith('XKCD-7F3A-91QZ-00B2');
    await expect(canvas.getByRole('status')).toHaveTextContent('已复制');
    await expect(canvas.getByRole('button', { name: '已复制' })).toBeVisible();
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, label: '卡密' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制卡密' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已复制');
  },
};

export const ResetsAfterAWhile: Story = {
  args: { resetAfter: 1000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已复制');
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
    await expect(canvas.getByRole('button', { name: '复制' })).toBeVisible();
  },
};

export const Refused: Story = {
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    spyOn(document, 'execCommand').mockReturnValue(false);
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('复制失败，请手动选择文本复制');
    await expect(args.onCopyError).toHaveBeenCalled();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <CopyButton {...args} variant="secondary" size="md" />
      <CopyButton {...args} variant="soft" size="md" label="邀请链接">
        复制邀请链接
      </CopyButton>
      <span className="inline-flex items-center gap-1 rounded-md bg-surface-muted px-2 py-1 font-mono text-sm">
        XKCD-7F3A-91QZ-00B2
        <CopyButton {...args} iconOnly label="卡密" />
      </span>
    </div>
  ),
};
