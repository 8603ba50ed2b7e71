import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sampleCards } from '../fixtures.ts';
import { CardKeyList } from './CardKeyList.tsx';
import { cardKeysText } from './cardKeyText.ts';
import { phoneListStory } from '#ui/testing/stories.ts';

const three = sampleCards(3);

const meta = {
  title: 'Screens/Orders/CardKeyList',
  component: CardKeyList,
  args: { cards: three, fileName: '202611200602000052' },
} satisfies Meta<typeof CardKeyList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As delivered: every key masked; nothing in the page shows a key in full. */
export const Masked: Story = {
  play: async ({ canvas, canvasElement }) => {
    const first = three[0] as (typeof three)[number];
    // Masked with session's rule: the first and last four characters of a long key stay.
    await expect(canvas.getByText(first.maskedCardNo)).toBeInTheDocument();
    await expect(first.maskedCardNo).toMatch(/^TXVI.*\*.*\d{4}$/);
    await expect(canvasElement.textContent).not.toContain(first.cardNo);
    await expect(canvasElement.textContent).not.toContain(first.password);
    await expect(canvas.getByText('共 3 张')).toBeInTheDocument();
  },
};

/** Show one, then all, then hide all again. */
export const Revealed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const [a, b] = three as [(typeof three)[number], (typeof three)[number]];
    await userEvent.click(canvas.getByRole('button', { name: '显示第 1 张卡密' }));
    await expect(canvas.getByText(a.cardNo)).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toContain(b.cardNo);
    await userEvent.click(canvas.getByRole('button', { name: '显示全部' }));
    await expect(canvas.getByText(b.cardNo)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '隐藏全部' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '隐藏第 2 张卡密' }));
    await expect(canvasElement.textContent).not.toContain(b.cardNo);
    await expect(canvas.getByText(a.cardNo)).toBeInTheDocument();
  },
};

/** Keys without a password: no password line, lines are the numbers alone. */
export const NumbersOnly: Story = {
  args: { cards: three.map((c) => ({ ...c, password: '', maskedPassword: '' })) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).not.toContain('密码');
    await expect(cardKeysText(three.map((c) => ({ ...c, password: '' })))).toBe(three.map((c) => c.cardNo).join('\n'));
  },
};

/** 5,000 keys: only the rows in view are in the page. */
export const FiveThousand: Story = {
  args: { cards: sampleCards(5000), height: 400 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('共 5000 张')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-card-key]').length).toBeLessThan(100);
  },
};

export const Empty: Story = { args: { cards: [] } };

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = phoneListStory(Masked.args);
