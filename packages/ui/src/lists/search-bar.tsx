import { useEffect, useState, type FormEvent } from 'react';
import classes from './lists.module.css';

export interface SearchBarProps {
  /** the keyword in effect (from the URL) */
  value: string;
  onSearch: (keywords: string) => void;
  placeholder?: string;
  /** accessible name of the input */
  label?: string;
}

/** Keyword input + 搜索 button; Enter searches. Trims the keyword. */
export function SearchBar({ value, onSearch, placeholder = '请输入关键词', label = '关键词' }: SearchBarProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={classes.search} role="search" onSubmit={submit}>
      <input
        className={classes.searchInput}
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={50}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <button type="submit" className={classes.searchButton}>
        搜索
      </button>
    </form>
  );
}
