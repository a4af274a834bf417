import type { ReactElement } from 'react';
import { TransNoContext } from '@lingui/react/server';
import { i18n } from './i18n';
import { useLanguage } from './use-t';
import type { MessageId, MessageValues } from './message-ids';

/**
 * A message with markup inside it: `<Trans id="help.contact" components={{ 0: <a href="…" /> }} />`
 * for "Write to <0>the help desk</0>." Translators move the tags with the words.
 */
export function Trans(props: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  useLanguage();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
