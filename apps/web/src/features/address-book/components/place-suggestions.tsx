import type { ReactNode } from 'react';

/** A row of tappable places under a field (suburbs of a postcode, suggestions for a typed name). */
export function PlaceSuggestions<Item>({
  label,
  items,
  keyOf,
  render,
  onChoose,
}: {
  label: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  render: (item: Item) => ReactNode;
  onChoose: (item: Item) => void;
}) {
  if (items.length === 0) return null;
  return (
    <fieldset className="address-book-suggestions">
      <legend className="visually-hidden">{label}</legend>
      {items.map((item) => (
        <button key={keyOf(item)} type="button" className="address-book-suggestion" onClick={() => onChoose(item)}>
          {render(item)}
        </button>
      ))}
    </fieldset>
  );
}
