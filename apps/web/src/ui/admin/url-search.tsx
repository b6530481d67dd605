import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

const trimmed = (text: string) => text.trim();

/**
 * The search text of a list whose search lives in its URL (?ara=, ?icerik=): what is typed is held here, and once it
 * settles (300 ms) it goes into the URL through `hrefFor` (its first page). A new search is a step of its own (Back
 * returns to the list it started from); refining one replaces it. A URL changed from outside (the back button, a link)
 * shows its text in the box. `normalize` says what counts of a text (a search too short to run counts as none).
 */
export function useUrlSearch(value: string, hrefFor: (text: string) => string, normalize = trimmed) {
  const navigate = useNavigate();
  const [text, setText] = useState(value);
  const [term] = useDebouncedValue(text, 300);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (normalize(value) !== normalize(text)) setText(value);
  }
  // only the settled text moves the URL: with the URL's text among the dependencies, the back button would push
  // the old text again before the box has caught up
  const current = useRef({ value, hrefFor, normalize });
  current.current = { value, hrefFor, normalize };
  useEffect(() => {
    const { value: before, hrefFor, normalize } = current.current;
    const next = normalize(term);
    if (next === normalize(before)) return;
    navigate(hrefFor(next), { replace: Boolean(normalize(before)) });
  }, [term, navigate]);
  return [text, setText] as const;
}

type Props = {
  /** the search in the URL now */
  value: string;
  /** the URL of the first page of a search */
  hrefFor: (text: string) => string;
  label: string;
  placeholder: string;
};

/** The search box of a back-office list whose search lives in its URL (see useUrlSearch). */
export function UrlSearchBox({ value, hrefFor, label, placeholder }: Props) {
  const [text, setText] = useUrlSearch(value, hrefFor);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      w={{ base: '100%', xs: 300 }}
    />
  );
}
