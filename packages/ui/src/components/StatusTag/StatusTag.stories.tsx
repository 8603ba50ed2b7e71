import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STATUS_TONES, StatusTag, type StatusKind } from './StatusTag.tsx';

const meta = { title: 'Components/StatusTag', component: StatusTag, args: { kind: 'order', status: 'paid' } } satisfies Meta<
  typeof StatusTag
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every known status has a catalogue label (a missing one would show its key). */
const labelled: Story['play'] = async ({ canvasElement }) => {
  await expect(canvasElement.textContent).not.toContain('ui.status');
  await expect(canvasElement.querySelectorAll('[data-status]').length).toBeGreaterThan(2);
};

function All({ kind }: { kind: StatusKind }) {
  return (
    <div className="flex flex-wrap gap-2">
      {Object.keys(STATUS_TONES[kind]).map((status) => (
        <StatusTag key={status} kind={kind} status={status} />
      ))}
    </div>
  );
}

export const OrderStatuses: Story = {
  render: () => <All kind="order" />,
  play: async (context) => {
    await labelled(context);
    const { canvas } = context;
    await expect(canvas.getByText('已发货').closest('[data-status]')).toHaveAttribute('data-status', 'delivered');
  },
};
export const CardKeyStatuses: Story = { render: () => <All kind="cardKey" />, play: labelled };
export const ComplaintStatuses: Story = { render: () => <All kind="complaint" />, play: labelled };
export const GoodsStatuses: Story = { render: () => <All kind="goods" />, play: labelled };
export const WithdrawalStatuses: Story = { render: () => <All kind="withdrawal" />, play: labelled };
/** A status the ui does not know (a newer server): shown as written, neutral. */
export const UnknownStatus: Story = {
  args: { kind: 'order', status: 'partially_refunded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('partially_refunded')).toBeVisible();
  },
};
