import { Accordion, Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SiteSettings } from '@tedarik/contract/settings/public';
import type { ReactNode } from 'react';
import { RichTextField } from '../../../ui/admin/rich-text-field';
import { MapField } from './map-field';

export type SiteValues = SiteSettings;

const HTTPS = 'https:// ile başlayan bağlantı';

/** A group of the form's fields under its name, set off from the one above it. */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      styles={{
        legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-md)', paddingTop: 'var(--mantine-spacing-md)' },
      }}
    >
      {children}
    </Fieldset>
  );
}

/**
 * The fields of genelAyarlar (admin spec §3 "Site settings") in the site's own sections, the store links and the
 * 'how to' videos of the public site among them, and the hidden analytics field under 'Gelişmiş', closed.
 */
export function SiteSettingsFields({ form }: { form: UseFormReturnType<SiteValues> }) {
  const input = form.getInputProps;
  return (
    <Stack gap="lg">
      <Section legend="Site Bilgileri">
        <Stack gap="sm">
          <TextInput
            label="Site Başlığı"
            description="Sayfa başlıklarında ve sitenin üst bilgisinde gösterilir."
            {...input('baslik')}
          />
          <Textarea
            label="Meta Açıklama"
            description="Arama motorlarında sitenin altında görünen açıklama."
            autosize
            minRows={2}
            {...input('metadess')}
          />
          <TextInput label="Meta Anahtar Kelimeler" description="Virgülle ayırın." {...input('metakey')} />
          <TextInput label="Telif Metni" description="Sitenin alt bilgisinde gösterilir." {...input('copyright')} />
        </Stack>
      </Section>

      <Section legend="Ana Sayfa">
        <Textarea
          label="Ana Sayfa Metni"
          description="Ana sayfanın giriş bölümünde, site başlığının altında gösterilir."
          autosize
          minRows={3}
          {...input('adres')}
        />
      </Section>

      <Section legend="İletişim">
        <Stack gap="sm">
          <TextInput
            label="Telefon"
            type="tel"
            placeholder="0850 123 45 67"
            description="İletişim sayfasında aranabilir bağlantı olarak gösterilir."
            w={{ base: '100%', xs: 360 }}
            {...input('tel')}
          />
          <RichTextField
            label="İletişim Bilgileri"
            description="İletişim sayfasında gösterilir: firma adı, adres, çalışma saatleri."
            value={form.getValues().iletisim}
            onChange={(html) => form.setFieldValue('iletisim', html)}
          />
          <MapField {...input('map')} value={form.getValues().map} />
        </Stack>
      </Section>

      <Section legend="Alt Bilgi">
        <Textarea
          label="Etiketler"
          description="Virgülle ayırın; sitenin alt bilgisinde bağlantı olarak gösterilir."
          autosize
          minRows={2}
          {...input('etiketler')}
        />
      </Section>

      <Section legend="Mobil Uygulamalar ve Videolar">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="App Store Bağlantısı"
            description={`${HTTPS}; boşsa mağazada site adı aranır.`}
            placeholder="https://apps.apple.com/…"
            {...input('appStore')}
          />
          <TextInput
            label="Google Play Bağlantısı"
            description={`${HTTPS}; boşsa mağazada site adı aranır.`}
            placeholder="https://play.google.com/…"
            {...input('googlePlay')}
          />
          <TextInput
            label="Nasıl Kullanılır Videosu (Üyeler)"
            description={`Alıcılara ve firmalara gösterilir: ${HTTPS} (embed).`}
            placeholder="https://www.youtube-nocookie.com/embed/…"
            {...input('videoUye')}
          />
          <TextInput
            label="Nasıl Kullanılır Videosu (İmalatçılar)"
            description={`İmalatçılara gösterilir: ${HTTPS} (embed).`}
            placeholder="https://www.youtube-nocookie.com/embed/…"
            {...input('videoImalatci')}
          />
        </SimpleGrid>
      </Section>

      <Accordion variant="contained" radius="md">
        <Accordion.Item value="advanced">
          <Accordion.Control>Gelişmiş</Accordion.Control>
          <Accordion.Panel>
            <Textarea
              label="Analytics Kodu"
              description="Yalnızca burada saklanır; ziyaretçilere gönderilmez ve sayfalara eklenmez."
              autosize
              minRows={3}
              spellCheck={false}
              {...input('analytics')}
            />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
