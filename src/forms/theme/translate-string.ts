/**
 * RJSF's own texts (its TranslatableString enum: "Add Item", "Remove", "Move up", …) in the
 * language on screen, for the Form's `translateString`. Every enum member has a catalog id; RJSF's
 * `%1`, `%2` parameters are the messages' {p1}, {p2}.
 */
import { TranslatableString } from '@rjsf/utils';
import type { MessageId } from '@/i18n/message-ids';

type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

const ids: Record<keyof typeof TranslatableString, MessageId> = {
  ArrayItemTitle: 'forms.rjsf.ArrayItemTitle',
  MissingItems: 'forms.rjsf.MissingItems',
  EmptyArray: 'forms.rjsf.EmptyArray',
  YesLabel: 'common.yes',
  NoLabel: 'common.no',
  CloseLabel: 'common.close',
  ErrorsLabel: 'forms.rjsf.ErrorsLabel',
  NewStringDefault: 'forms.rjsf.NewStringDefault',
  AddButton: 'forms.rjsf.AddButton',
  AddItemButton: 'forms.rjsf.AddItemButton',
  CopyButton: 'forms.rjsf.CopyButton',
  ExpandButton: 'forms.rjsf.ExpandButton',
  MoveDownButton: 'forms.rjsf.MoveDownButton',
  MoveUpButton: 'forms.rjsf.MoveUpButton',
  RemoveButton: 'forms.rjsf.RemoveButton',
  NowLabel: 'forms.rjsf.NowLabel',
  ClearLabel: 'common.clear',
  AriaDateLabel: 'forms.rjsf.AriaDateLabel',
  PreviewLabel: 'forms.rjsf.PreviewLabel',
  DecrementAriaLabel: 'forms.rjsf.DecrementAriaLabel',
  IncrementAriaLabel: 'forms.rjsf.IncrementAriaLabel',
  OptionalObjectAdd: 'forms.rjsf.OptionalObjectAdd',
  OptionalObjectRemove: 'forms.rjsf.OptionalObjectRemove',
  OptionalObjectEmptyMsg: 'forms.rjsf.OptionalObjectEmptyMsg',
  Type: 'forms.rjsf.Type',
  Value: 'forms.rjsf.Value',
  ClearButton: 'forms.rjsf.ClearButton',
  UnknownFieldType: 'forms.rjsf.UnknownFieldType',
  OptionPrefix: 'forms.rjsf.OptionPrefix',
  TitleOptionPrefix: 'forms.rjsf.TitleOptionPrefix',
  KeyLabel: 'forms.rjsf.KeyLabel',
  DeprecatedLabel: 'forms.rjsf.DeprecatedLabel',
  CycleDetected: 'forms.rjsf.CycleDetected',
  InvalidObjectField: 'forms.rjsf.InvalidObjectField',
  UnsupportedField: 'forms.rjsf.UnsupportedField',
  UnsupportedFieldWithId: 'forms.rjsf.UnsupportedFieldWithId',
  UnsupportedFieldWithReason: 'forms.rjsf.UnsupportedFieldWithReason',
  UnsupportedFieldWithIdAndReason: 'forms.rjsf.UnsupportedFieldWithIdAndReason',
  FilesInfo: 'forms.rjsf.FilesInfo',
};

/** Catalog ids by RJSF's English text (the enum's values). */
const byText = new Map<string, MessageId>(
  Object.entries(ids).map(([key, id]) => [
    TranslatableString[key as keyof typeof TranslatableString],
    id,
  ]),
);

/** RJSF's `translateString` over `t` (the translate function of the language on screen). */
export function rjsfTranslator(t: Translate) {
  return (text: TranslatableString, params?: string[]): string => {
    const id = byText.get(text);
    const values = Object.fromEntries((params ?? []).map((p, i) => [`p${i + 1}`, p]));
    if (id) return t(id, values);
    // A text of a newer RJSF not in the catalogs yet: English, with its parameters filled in.
    return (params ?? []).reduce((s, p, i) => s.replaceAll(`%${i + 1}`, p), String(text));
  };
}
