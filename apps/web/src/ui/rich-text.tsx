import { Typography, type TypographyProps } from '@mantine/core';

/** Admin-written rich text. The server sanitises it on save and again on the way out (DESIGN §4). */
export function RichText({ html, ...props }: { html: string } & TypographyProps) {
  return (
    <Typography {...props}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
