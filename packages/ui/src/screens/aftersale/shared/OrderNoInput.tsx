import { Input } from '#ui/components/Input/Input.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconSearch } from '#ui/icons/common.tsx';

export interface OrderNoInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/** The order-number field of the after-sale look-ups (void request, order content, logistics). */
export function OrderNoInput({ value, onChange, placeholder }: OrderNoInputProps) {
  const t = useT();
  return (
    <Input
      aria-label={t('aftersale.common.orderNo')}
      name="orderNo"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      maxLength={40}
      prefix={<IconSearch />}
      wrapperClassName="flex-1"
    />
  );
}
