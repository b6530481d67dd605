import { ActionIcon, Button, Menu, Tooltip } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';

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
 */
export function TranslateMenu({ withLabel }: { withLabel?: boolean }) {
  return (
    <Menu position={withLabel ? 'bottom' : 'bottom-end'} width={withLabel ? 'target' : 180}>
      <Menu.Target>
        {withLabel ? (
          <Button variant="default" fullWidth leftSection={<IconLanguage size={18} />}>
            Çeviri
          </Button>
        ) : (
          <Tooltip label="Çeviri">
            <ActionIcon variant="subtle" size="lg" radius="xl" aria-label="Çeviri">
              <IconLanguage size={20} />
            </ActionIcon>
          </Tooltip>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <TranslateLinks />
      </Menu.Dropdown>
    </Menu>
  );
}

/** Rendered when the menu opens, in the browser: the links name the page's address. */
function TranslateLinks() {
  const page = encodeURIComponent(window.location.href);
  return LANGUAGES.map((l) => (
    <Menu.Item
      key={l.code}
      component="a"
      href={`https://translate.google.com/translate?sl=tr&tl=${l.code}&u=${page}`}
      target="_blank"
      rel="noopener noreferrer"
      lang={l.code}
    >
      {l.label}
    </Menu.Item>
  ));
}
