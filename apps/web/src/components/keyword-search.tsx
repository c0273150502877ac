import { SearchBar } from 'antd-mobile';

/** A list's search box: the words typed, trimmed, once the customer searches; nothing once the box is cleared. */
export function KeywordSearch({
  label,
  onKeyword,
  className,
  defaultValue,
}: {
  /** The box's accessible name and placeholder. */
  label: string;
  onKeyword: (keyword: string) => void;
  className?: string;
  /** The words already searched for (a filter kept in the address). */
  defaultValue?: string;
}) {
  return (
    <SearchBar
      className={className}
      aria-label={label}
      placeholder={label}
      defaultValue={defaultValue}
      onSearch={(value) => onKeyword(value.trim())}
      onClear={() => onKeyword('')}
    />
  );
}
