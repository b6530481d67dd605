import { type ComboboxItem, TextInput } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { fold } from '@tedarik/contract/text';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';

type Props = {
  label: string;
  placeholder?: string;
  /** the choices; undefined while they load (the field waits, disabled) */
  data: ComboboxItem[] | undefined;
  value?: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
  /** shown when nothing matches what was typed */
  nothingFound?: string;
};

/**
 * One choice of a list, searched as typed (Turkish-folded: 'izmir' finds 'İzmir'): a combobox of the ARIA pattern whose
 * list lies under the field, placed by CSS (`.dropdown` in app/global.css) as the header search's is. Mantine's
 * `Select` brings its positioning library (12 KB gzip), which put the registration's island over a visitor's budget
 * (decisions 0043, 0050). A click or the arrow keys open the list, typing narrows it, Enter or a click chooses,
 * Escape closes it; leaving the field keeps a typed text that names a choice (the browser's autofill), else the choice
 * before.
 */
export function ChoiceField({ data, value, onChange, onFocus, onBlur, nothingFound, ...field }: Props) {
  const listId = useId();
  const chosen = data?.find((item) => item.value === value);
  const [search, setSearch] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const opened = search !== null;
  // the whole list while the field shows the choice, else the choices whose name holds what was typed
  const shown =
    !opened || !data
      ? []
      : search === (chosen?.label ?? '')
        ? data
        : data.filter((item) => fold(item.label).includes(fold(search)));
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const open = () => {
    if (opened) return;
    setSearch(chosen?.label ?? '');
    setActive(Math.max(0, data?.findIndex((item) => item.value === value) ?? 0));
  };
  const close = () => {
    setSearch(null);
    setActive(-1);
  };
  const choose = (item: ComboboxItem | undefined) => {
    if (item) onChange(item.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      if (!opened) return open();
      setActive((at) => (shown.length === 0 ? -1 : (at + step + shown.length) % shown.length));
    } else if (event.key === 'Escape' && opened) {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && opened) {
      // the form is not sent while the list is open: Enter chooses the highlighted choice, or the first that matches
      event.preventDefault();
      choose(shown[active] ?? shown[0]);
    }
  };

  return (
    <TextInput
      {...field}
      disabled={!data}
      role="combobox"
      autoComplete="off"
      aria-autocomplete="list"
      aria-expanded={opened}
      aria-controls={opened ? listId : undefined}
      aria-activedescendant={opened && active >= 0 && active < shown.length ? optionId(active) : undefined}
      rightSection={<IconSelector size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      value={search ?? chosen?.label ?? ''}
      onChange={(event) => {
        setSearch(event.currentTarget.value);
        setActive(0);
      }}
      onClick={open}
      onFocus={onFocus}
      onBlur={() => {
        // a typed name of a choice (as the browser's autofill writes it) is that choice
        const typed = search === null ? undefined : data?.find((item) => fold(item.label) === fold(search));
        if (typed && typed.value !== value) onChange(typed.value);
        close();
        onBlur?.();
      }}
      onKeyDown={onKeyDown}
      inputContainer={(input) => (
        <div style={{ position: 'relative' }}>
          {input}
          {opened && (
            <div
              id={listId}
              role="listbox"
              aria-label={field.label}
              className="dropdown"
              data-align="stretch"
              data-long=""
            >
              {shown.map((item, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (it keeps the focus: aria-activedescendant)
                <div
                  key={item.value}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  data-chosen={item.value === value || undefined}
                  className="dropdown-item"
                  // the field keeps the focus (its blur would close the list before the click)
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(item)}
                >
                  {item.label}
                </div>
              ))}
              {shown.length === 0 && <div className="dropdown-empty">{nothingFound ?? 'Sonuç bulunamadı...'}</div>}
            </div>
          )}
        </div>
      )}
    />
  );
}
