// Compiled message catalogs (build/i18n/vite-plugin.ts).
declare module '*.json?catalog' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
