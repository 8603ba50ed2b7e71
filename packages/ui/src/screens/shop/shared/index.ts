export { GoodsCard, GoodsGrid, type GoodsCardProps } from './GoodsCard.tsx';
export { timesYuan } from './money.ts';
export { PayMethodIcon } from './PayMethodIcon.tsx';
export type { PayOrder, PayStatusInfo, RechargeConfig } from './payTypes.ts';
export { ChannelPicker, type ChannelPickerProps } from './ChannelPicker.tsx';
