/** The compiled HTML of the mail layout (scripts/mail-layout.mjs), for layout.test.ts to compare. */
export function compileLayout(): Promise<string>;
export function generated(html: string): string;
