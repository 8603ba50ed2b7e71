import { useState } from 'react';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { KeywordFilter } from '#ui/page/ListFilters.tsx';

/**
 * A list's one-keyword filter bar: what is typed stays a draft until 查询 sends it (trimmed), 重置
 * shows everything again, and a new keyword from outside (the address, 显示全部) shows in the box.
 */
export function KeywordSearch({
  label,
  fieldLabel,
  name,
  placeholder,
  keyword,
  onKeywordChange,
}: {
  /** The bar's accessible name. */
  label: string;
  fieldLabel: string;
  name: string;
  placeholder: string;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
}) {
  const [draft, setDraft] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setDraft(keyword);
  }
  return (
    <FilterBar label={label} onSubmit={() => onKeywordChange(draft.trim())} resettable={keyword !== ''} onReset={() => onKeywordChange('')}>
      <KeywordFilter label={fieldLabel} name={name} value={draft} onChange={setDraft} placeholder={placeholder} />
    </FilterBar>
  );
}
