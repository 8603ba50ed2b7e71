import { useState, type FormEvent } from 'react';
import { Button } from '../components/Button/Button.tsx';
import { Input } from '../components/Input/Input.tsx';
import { IconSearch } from '../icons/common.tsx';
import { cx } from '../lib/cx.ts';

export interface SearchBarProps {
  /** The search the list answers (from the address); a new one from outside shows in the box. */
  keyword: string;
  /** A search: the trimmed text ('' when the box is cleared after a search). */
  onSearch: (keyword: string) => void;
  /** The box's accessible name. */
  label: string;
  placeholder?: string;
  /** The button's text. */
  submitLabel: string;
  maxLength?: number;
  /** The form's layout classes (width, growth). */
  className?: string;
}

/**
 * The keyword search of a list screen: a search box that keeps what is typed until it is sent, a
 * clear button that shows everything again, and a submit button. Enter or the button sends it.
 */
export function SearchBar({ keyword, onSearch, label, placeholder, submitLabel, maxLength = 50, className }: SearchBarProps) {
  const [draft, setDraft] = useState(keyword);
  // A new search from outside (back button, a link, "show all") shows in the box.
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setDraft(keyword);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className={cx('flex gap-2', className)}>
      <Input
        type="search"
        aria-label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onClear={() => {
          setDraft('');
          if (keyword !== '') onSearch('');
        }}
        maxLength={maxLength}
        prefix={<IconSearch />}
        placeholder={placeholder}
        wrapperClassName="flex-1"
      />
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </form>
  );
}
