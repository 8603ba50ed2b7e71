import type { ReactNode } from 'react';
import { Input } from '../components/Input/Input.tsx';
import { Select, type SelectOption } from '../components/Select/Select.tsx';
import { IconSearch } from '../icons/common.tsx';
import { FilterField } from './FilterBar.tsx';

export interface KeywordFilterProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  name?: string;
  /** The contract's limit for this list's keyword (50 unless it says more). */
  maxLength?: number;
}

/** A filter bar's keyword: a search field of at most 50 characters (the contract's limit). */
export function KeywordFilter({ label, value, onChange, placeholder, name = 'keyword', maxLength = 50 }: KeywordFilterProps) {
  return (
    <FilterField label={label}>
      <Input
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        prefix={<IconSearch />}
      />
    </FilterField>
  );
}

export interface SelectFilterProps<V extends string> {
  label: string;
  name: string;
  value: V | '';
  onChange: (value: V | '') => void;
  /** The first option, which filters nothing (全部 …). */
  allLabel: string;
  options: readonly SelectOption[];
}

/** A filter bar's choice: 全部 first, then the options. */
export function SelectFilter<V extends string>({ label, name, value, onChange, allLabel, options }: SelectFilterProps<V>) {
  return (
    <FilterField label={label}>
      <Select
        aria-label={label}
        name={name}
        value={value}
        onChange={(next) => onChange(next as V | '')}
        options={[{ value: '', label: allLabel }, ...options]}
      />
    </FilterField>
  );
}
