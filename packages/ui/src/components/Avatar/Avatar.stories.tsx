import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, Image } from './Avatar.tsx';
import { AVATAR_PLACEHOLDER, DEFAULT_AVATAR, ERROR_IMAGE } from './images.ts';

// A picture that loads (inline, so the story needs no network).
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#fde68a"/><circle cx="32" cy="26" r="12" fill="#b45309"/><path d="M10 60c3-12 12-18 22-18s19 6 22 18" fill="#b45309"/></svg>',
)}`;
const BROKEN = '/no-such-picture.png';

const meta = {
  title: 'States/DefaultImages',
  component: Avatar,
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's picture. */
export const AvatarPicture: Story = {
  args: { src: PHOTO, name: '张三', size: 64 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '张三的头像' })).toHaveAttribute('src', PHOTO);
  },
};

/**
 * No picture: the default avatar `/static/public/images/user.png` (R8.4). Served by the back end;
 * where it is missing (as in Storybook) the inline placeholder takes over.
 */
export const DefaultAvatar: Story = {
  args: { src: '', name: '张三', size: 64 },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '张三的头像' });
    await waitFor(() => expect([DEFAULT_AVATAR, AVATAR_PLACEHOLDER]).toContain(img.getAttribute('src')));
  },
};

/** A broken picture falls back to the default avatar, then to the inline placeholder: never a broken icon. */
export const BrokenAvatar: Story = {
  args: { src: BROKEN, name: '李四', size: 64 },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '李四的头像' });
    await waitFor(() => expect(img).toHaveAttribute('data-fallback', 'placeholder'));
    await expect(img).toHaveAttribute('src', AVATAR_PLACEHOLDER);
  },
};

/** Sizes, as used in the header (28), menus (36) and profile (64, 96). */
export const Sizes: Story = {
  render: () => (
    <div className="flex items-end gap-4">
      {[24, 28, 36, 48, 64, 96].map((size) => (
        <Avatar key={size} src={PHOTO} size={size} />
      ))}
    </div>
  ),
};

/** The default error placeholder: an inline image shown where a picture fails or there is none (R8.4). */
export const ErrorPlaceholder: Story = {
  render: () => (
    <div className="flex flex-wrap items-start gap-6">
      <figure className="flex flex-col items-center gap-2">
        <Image src={PHOTO} alt="商品封面" width={120} height={120} className="rounded-lg border border-line" />
        <figcaption className="text-xs text-fg-muted">正常加载</figcaption>
      </figure>
      <figure className="flex flex-col items-center gap-2">
        <Image src={BROKEN} alt="商品封面" width={120} height={120} className="rounded-lg border border-line" />
        <figcaption className="text-xs text-fg-muted">加载失败</figcaption>
      </figure>
      <figure className="flex flex-col items-center gap-2">
        <Image src="" alt="没有封面的商品" width={120} height={120} className="rounded-lg border border-line" />
        <figcaption className="text-xs text-fg-muted">没有图片</figcaption>
      </figure>
      <figure className="flex flex-col items-center gap-2">
        <img src={ERROR_IMAGE} alt="默认错误占位图" width={120} height={120} className="rounded-lg border border-line" />
        <figcaption className="text-xs text-fg-muted">ERROR_IMAGE</figcaption>
      </figure>
    </div>
  ),
  play: async ({ canvas }) => {
    const failed = await canvas.findByRole('img', { name: '商品封面（图片加载失败）' });
    await expect(failed).toHaveAttribute('src', ERROR_IMAGE);
    await expect(failed).toHaveAttribute('data-failed', 'true');
    // No picture at all: the placeholder at once, not said to have failed.
    const missing = canvas.getByRole('img', { name: '没有封面的商品' });
    await expect(missing).toHaveAttribute('src', ERROR_IMAGE);
    await expect(missing).toHaveAttribute('data-missing', 'true');
    await expect(missing).not.toHaveAttribute('data-failed');
  },
};
