import { Typography, type TypographyProps } from '@mantine/core';

/** Admin-written rich text. The server sanitises it on save and again on the way out (DESIGN §4). */
export function RichText({ html, ...props }: { html: string } & TypographyProps) {
  return (
    <Typography {...props}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save and on the way out */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
