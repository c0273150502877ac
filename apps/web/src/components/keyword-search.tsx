import { SearchBar } from 'antd-mobile';

/** A list's search box: the words typed, trimmed, once the customer searches; nothing once the box is cleared. */
export function KeywordSearch({
  label,
  onKeyword,
  className,
}: {
  /** The box's accessible name and placeholder. */
  label: string;
  onKeyword: (keyword: string) => void;
  className?: string;
}) {
  return (
    <SearchBar
      className={className}
      aria-label={label}
      placeholder={label}
      onSearch={(value) => onKeyword(value.trim())}
      onClear={() => onKeyword('')}
    />
  );
}
