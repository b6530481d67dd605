import { Box, type BoxProps, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { fold } from '@tedarik/contract/text';
import { type CSSProperties, type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from '../../../ui/navigation';
import { searchSuggestionsQuery } from '../api/get-search-suggestions';
import { searchHref, textSearchHref } from '../links';
import type { SuggestionRow } from './suggestion-list';

// The list is loaded as the first text is typed, beside its first answer: every page has this island, and with the
// list's rendering in it, touching all of /teklif-Olustur's islands came to 100.2 KB gzip, over the budget of 100 KB
// (vite.config.ts).
const loadList = () => import('./suggestion-list');
const SuggestionList = lazy(loadList);

type Props = Pick<BoxProps, 'visibleFrom' | 'hiddenFrom' | 'mt'> & { style?: CSSProperties };

/**
 * The header's product search (GET /api/v2/search/suggestions): from 3 characters, the ten best catalog products with
 * the part of each name that matched marked; choosing one opens the product list of that catalog product, Enter opens
 * the list of the typed text. A text that finds nothing as typed ('paslanmz') is offered its correction first
 * ('Bunu mu demek istediniz: paslanmaz?', which opens the list of the corrected text), over the corrected text's
 * suggestions.
 *
 * A combobox of the ARIA pattern (the field keeps the focus; the arrow keys highlight a suggestion, Enter chooses it,
 * Escape closes the list). The list (suggestion-list.tsx) lies under the field, placed by CSS (`.dropdown` in
 * app/global.css): an island of every public page, it carries no positioning library (decision 0043).
 */
export default function ProductSearchCombobox({ style, ...box }: Props) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const [active, setActive] = useState(-1);
  const [debounced] = useDebouncedValue(text, 250);
  const enabled = fold(debounced).length >= SEARCH_MIN_CHARS;
  const { data, isFetching } = useQuery({ ...searchSuggestionsQuery(debounced), enabled });
  // what the arrow keys go through: the correction (a text), then the suggestions
  const suggestions: SuggestionRow[] =
    enabled && data ? [...(data.suggestion ? [data.suggestion] : []), ...data.items] : [];
  const typedEnough = fold(text).length >= SEARCH_MIN_CHARS;
  // the list's part on its way while the text waits for its answer (once: import() keeps its promise)
  if (typedEnough) void loadList();
  const shown = opened && typedEnough && enabled && data !== undefined;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpened(false);
    setActive(-1);
  };
  const choose = (hit: SuggestionRow) => {
    const corrected = typeof hit === 'string';
    setText(corrected ? hit : hit.name);
    close();
    navigate(corrected ? textSearchHref(hit) : searchHref({ id: hit.id, linq: hit.slug }));
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
    // itself: the products of every catalog product it matches, which may be more than the ten
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
        <Suspense>
          <SuggestionList
            id={listId}
            rows={suggestions}
            active={active}
            optionId={optionId}
            onActive={setActive}
            onChoose={choose}
          />
        </Suspense>
      )}
    </Box>
  );
}
