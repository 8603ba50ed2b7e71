import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../components/Button/Button.tsx';
import type { TableColumn } from '../components/Table/Table.tsx';

/** A list's 操作 column: right-aligned, kept in view while the table scrolls sideways, a phone card's foot. */
export function actionsColumn<T>(title: string, cell: Pick<TableColumn<T>, 'render' | 'actions' | 'width'>): TableColumn<T> {
  return { key: 'actions', mobile: 'actions', title, align: 'right', sticky: 'right', ...cell };
}

export interface RowButtonProps {
  /** What it does (编辑); `ariaLabel` names the row too (编辑 商品 …). */
  label: ReactNode;
  ariaLabel: string;
  onClick: () => void;
  icon?: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
}

/** A row's one action as a small button (the table's own `actions` when a row has several). */
export function RowButton({ label, ariaLabel, onClick, icon, variant = 'secondary', disabled }: RowButtonProps) {
  return (
    <Button size="sm" variant={variant} icon={icon} onClick={onClick} aria-label={ariaLabel} disabled={disabled}>
      {label}
    </Button>
  );
}
