import { Box, type BoxProps, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_SUGGESTIONS, SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { fold } from '@tedarik/contract/text';
import { type CSSProperties, type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from '../../../ui/navigation';
import { productSearchQuery } from '../api/search-products';
import { searchHref, textSearchHref } from '../links';

type Props = Pick<BoxProps, 'visibleFrom' | 'hiddenFrom' | 'mt'> & { style?: CSSProperties };

/**
 * The header's product search (GET /api/urunAra): suggestions from 3 characters, at most 5; choosing one opens the
 * product list of that catalog product, Enter opens the list of the typed text.
 *
 * A combobox of the ARIA pattern (the field keeps the focus; the arrow keys highlight a suggestion, Enter chooses it,
 * Escape closes the list). The list lies under the field, placed by CSS (`.dropdown` in app/global.css): an island
 * of every public page, it carries no positioning library (decision 0043).
 */
export default function ProductSearchCombobox({ style, ...box }: Props) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const [active, setActive] = useState(-1);
  const [debounced] = useDebouncedValue(text, 250);
  const enabled = fold(debounced).length >= SEARCH_MIN_CHARS;
  const { data, isFetching } = useQuery({ ...productSearchQuery(debounced), enabled });
  const suggestions = enabled ? (data ?? []).slice(0, SEARCH_MAX_SUGGESTIONS) : [];
  const typedEnough = fold(text).length >= SEARCH_MIN_CHARS;
  const shown = opened && typedEnough && enabled && data !== undefined;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpened(false);
    setActive(-1);
  };
  const choose = (hit: (typeof suggestions)[number]) => {
    setText(hit.urun);
    close();
    navigate(searchHref(hit));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined && suggestions.length > 0) {
      event.preventDefault();
      setOpened(true);
      // from the field (-1) down the list and round again, or up from the field to the last
      setActive((at) => {
        const next = at + step;
        return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
      });
      return;
    }
    if (event.key === 'Escape') close();
    if (event.key !== 'Enter' || !typedEnough) return;
    event.preventDefault();
    // Enter on a highlighted suggestion chooses it; with none highlighted it opens the results of the typed text
    // itself: the products of every catalog product whose name contains it, which may be more than the five
    const hit = shown ? suggestions[active] : undefined;
    if (hit) return choose(hit);
    close();
    navigate(textSearchHref(text));
  };

  return (
    <Box pos="relative" style={style} {...box}>
      <TextInput
        aria-label="Ürün ara"
        placeholder="Ürün ara..."
        leftSection={<IconSearch size={16} />}
        rightSection={isFetching ? <Loader size={14} /> : null}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpened(true);
          setActive(-1);
        }}
        onFocus={() => setOpened(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      {shown && (
        <div id={listId} role="listbox" aria-label="Ürün önerileri" className="dropdown" data-align="stretch">
          {suggestions.map((s, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (it keeps the focus: aria-activedescendant)
            <div
              key={s.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="dropdown-item"
              // the field keeps the focus (its blur would close the list before the click)
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(s)}
            >
              {s.urun}
            </div>
          ))}
          {suggestions.length === 0 && <div className="dropdown-empty">Sonuç bulunamadı...</div>}
        </div>
      )}
    </Box>
  );
}
