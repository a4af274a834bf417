/**
 * Stands in for markdown-to-jsx in the browser build (build/browser-substitutes.ts aliases it; see
 * src/forms/README.md): RJSF imports a Markdown renderer for options no schema of ours turns on
 * (`enableMarkdownInDescription`, `enableMarkdownInHelp`) and for its own developer error notes,
 * and that renderer would be part of every form page. Here the text is shown as written.
 */
import type { ReactNode } from 'react';

/** Props RJSF passes (the options are those of markdown-to-jsx and mean nothing here). */
export interface MarkdownProps {
  children?: ReactNode;
  options?: unknown;
  'data-testid'?: string;
}

/** The text as plain text. */
export function Markdown({ children, options: _options, ...rest }: MarkdownProps) {
  return <span {...rest}>{children}</span>;
}
