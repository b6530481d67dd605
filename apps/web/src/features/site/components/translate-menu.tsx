import { ActionIcon, Box, Button } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconLanguage } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';

const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'ru', label: 'Русский' },
  { code: 'ar', label: 'العربية' },
  { code: 'az', label: 'Azərbaycanca' },
];

/**
 * The header's translate widget (spec §2): the current page opened in a translation service, in a new tab. No
 * third-party script is loaded into the site (the content security policy allows only our own scripts). In the phone
 * menu (`withLabel`) it is a full-width button with its name written out.
 *
 * A menu of the ARIA pattern: the button opens it on its first item, the arrow keys, Home and End move between the
 * items, Escape closes it back onto the button, Tab or a click elsewhere closes it. It lies under its button, placed
 * by CSS (`.dropdown` in app/global.css): an island of every public page, it carries no positioning library (decision
 * 0043).
 */
export function TranslateMenu({ withLabel }: { withLabel?: boolean }) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useClickOutside<HTMLDivElement>(() => setOpened(false));
  const close = (focusButton: boolean) => {
    setOpened(false);
    if (focusButton) button.current?.focus();
  };
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      all[(move + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
  };
  const toggle = {
    ref: button,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': opened,
    'aria-controls': opened ? id : undefined,
    onClick: () => {
      setOpened(!opened);
      // the first item takes the focus once the menu is there
      if (!opened) requestAnimationFrame(() => items()[0]?.focus());
    },
  };
  return (
    <Box ref={menu} pos="relative" w={withLabel ? '100%' : undefined} onKeyDown={onKeyDown}>
      {withLabel ? (
        <Button variant="default" fullWidth leftSection={<IconLanguage size={18} />} {...toggle}>
          Çeviri
        </Button>
      ) : (
        <ActionIcon variant="subtle" size="lg" radius="xl" aria-label="Çeviri" title="Çeviri" {...toggle}>
          <IconLanguage size={20} />
        </ActionIcon>
      )}
      {opened && (
        <div id={id} role="menu" aria-label="Çeviri" className="dropdown" data-align={withLabel ? 'stretch' : 'end'}>
          <TranslateLinks onChoose={() => close(false)} />
        </div>
      )}
    </Box>
  );
}

/** Rendered when the menu opens, in the browser: the links name the page's address. */
function TranslateLinks({ onChoose }: { onChoose: () => void }) {
  const page = encodeURIComponent(window.location.href);
  return LANGUAGES.map((l) => (
    <a
      key={l.code}
      role="menuitem"
      tabIndex={-1}
      className="dropdown-item"
      href={`https://translate.google.com/translate?sl=tr&tl=${l.code}&u=${page}`}
      target="_blank"
      rel="noopener noreferrer"
      lang={l.code}
      onClick={onChoose}
    >
      {l.label}
    </a>
  ));
}
