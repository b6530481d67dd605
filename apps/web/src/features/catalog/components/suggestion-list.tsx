import { markedParts } from '../marked-parts';

/** A row of the header's suggestions: the typed text's correction, or a catalog product with its matched parts. */
export type SuggestionRow = string | { id: number; name: string; slug: string; marks: [number, number][] };

type Props = {
  id: string;
  rows: SuggestionRow[];
  /** the row highlighted with the arrow keys or the pointer (-1: none) */
  active: number;
  optionId: (index: number) => string;
  onActive: (index: number) => void;
  onChoose: (row: SuggestionRow) => void;
};

/**
 * The header search's list (product-search-combobox.tsx): the correction first ('Bunu mu demek istediniz:
 * <b>paslanmaz</b>?'), then the suggestions with the part of each name that matched the text marked (bold, in
 * app/global.css). The field keeps the focus and the keys (the ARIA combobox pattern).
 */
export default function SuggestionList({ id, rows, active, optionId, onActive, onChoose }: Props) {
  return (
    <div id={id} role="listbox" aria-label="Ürün önerileri" className="dropdown" data-align="stretch">
      {rows.map((row, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (it keeps the focus: aria-activedescendant)
        <div
          key={typeof row === 'string' ? 0 : row.id}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className="dropdown-item"
          // the field keeps the focus (its blur would close the list before the click)
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onActive(index)}
          onClick={() => onChoose(row)}
        >
          {typeof row === 'string' ? (
            <>
              Bunu mu demek istediniz: <b>{row}</b>?
            </>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name, in their order
            markedParts(row.name, row.marks).map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part))
          )}
        </div>
      ))}
      {rows.length === 0 && <div className="dropdown-empty">Sonuç bulunamadı...</div>}
    </div>
  );
}
