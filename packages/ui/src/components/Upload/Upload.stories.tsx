import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Upload, type UploadFileItem } from './Upload.tsx';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const TEN_MB = 10 * 1024 * 1024;

const meta = {
  title: 'Components/Upload',
  component: Upload,
  args: { accept: IMAGE_TYPES, maxSize: TEN_MB, onFiles: fn(), onReject: fn(), hint: '投诉凭证，例如卡密无法使用的截图' },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof Upload>;
export default meta;
type Story = StoryObj<typeof meta>;

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

/** Drops files the way a browser does: a drop event carrying a DataTransfer. */
function drop(target: Element, files: File[]) {
  const data = new DataTransfer();
  files.forEach((f) => data.items.add(f));
  target.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer: data }));
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}

export const Dropzone: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /点击或将文件拖到此处上传/ })).toHaveAccessibleDescription(
      '支持 JPG、PNG、WebP，单个文件不超过 10 MB 投诉凭证，例如卡密无法使用的截图',
    );
    const input = canvas.getByTestId('upload-input');
    await userEvent.upload(input, file('截图.png', 'image/png', 2048));
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: '截图.png' })]);
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const RejectsWrongTypeAndSize: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByRole('button', { name: /点击或将文件拖到此处上传/ });
    drop(zone, [file('setup.exe', 'application/x-msdownload', 1024)]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('“setup.exe”的格式不支持，请选择 JPG、PNG、WebP 文件');
    await expect(args.onFiles).not.toHaveBeenCalled();

    await userEvent.upload(canvas.getByTestId('upload-input'), file('大图.jpg', 'image/jpeg', TEN_MB + 1024 * 1024));
    await expect(within(alert).getByText('“大图.jpg”大小为 11 MB，超过了 10 MB 的上限')).toBeVisible();
    await expect(args.onReject).toHaveBeenLastCalledWith([expect.objectContaining({ reason: 'size' })]);

    await userEvent.upload(canvas.getByTestId('upload-input'), file('空.png', 'image/png', 0));
    await expect(alert).toHaveTextContent('“空.png”是空文件');
  },
};

export const KeyboardOpensPicker: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByTestId('upload-input') as HTMLInputElement;
    let opened = 0;
    input.addEventListener('click', (e) => {
      e.preventDefault();
      opened += 1;
    });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /点击或将文件拖到此处上传/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toBe(1);
  },
};

export const MultipleWithList: Story = {
  args: { multiple: true, maxFiles: 3 },
  render: function Render(args) {
    const [files, setFiles] = useState<UploadFileItem[]>([
      { id: '1', name: '订单截图-1.png', size: 523_000, status: 'done' },
      { id: '2', name: '聊天记录.jpg', size: 1_840_000, status: 'uploading', progress: 62 },
      { id: '3', name: '凭证.webp', size: 96_000, status: 'error', error: '网络异常，上传失败' },
    ]);
    return (
      <Upload
        {...args}
        files={files}
        onRemove={(id) => setFiles((list) => list.filter((f) => f.id !== id))}
        onRetry={(id) => setFiles((list) => list.map((f) => (f.id === id ? { ...f, status: 'uploading', progress: 0 } : f)))}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '上传中 62%' })).toHaveAttribute('aria-valuenow', '62');
    await userEvent.click(canvas.getByRole('button', { name: '重新上传 凭证.webp' }));
    await userEvent.click(canvas.getByRole('button', { name: '移除 订单截图-1.png' }));
    await expect(canvas.queryByText('订单截图-1.png')).toBeNull();
  },
};

export const TooManyFiles: Story = {
  args: { multiple: true, maxFiles: 2 },
  play: async ({ args, canvas }) => {
    await userEvent.upload(canvas.getByTestId('upload-input'), [
      file('a.png', 'image/png', 10),
      file('b.png', 'image/png', 10),
      file('c.png', 'image/png', 10),
    ]);
    await expect(args.onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.png' }),
      expect.objectContaining({ name: 'b.png' }),
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('最多上传 2 个文件，已忽略多出的 1 个');
  },
};

/** Card stock import: plain-text files. */
export const ButtonVariant: Story = {
  args: { variant: 'button', accept: ['.txt', 'text/plain'], maxSize: 2 * 1024 * 1024, hint: '每行一个卡密' },
};
export const Disabled: Story = { args: { disabled: true } };
