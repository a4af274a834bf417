export { activateLanguage, currentLanguage, i18n, loadAllAreas, t } from './i18n';
export { useLanguage, useT } from './use-t';
export { Trans } from './trans';
export type { MessageId, MessageValues } from './message-ids';
