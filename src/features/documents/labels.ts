/**
 * The document list's fixed codes in the language on screen (issue 20): a document's kind, and its
 * department ('General' or a department's English name, spec §6) named through its id.
 */
import { departments } from '@/domain/departments';
import type { DocumentKind } from '@/domain/contract/help';
import { departmentLabel, type Translate } from '@/domain/label-ids';
import type { MessageId } from '@/i18n/message-ids';

const kindIds: Record<DocumentKind, MessageId> = {
  Guideline: 'help.documents.kindGuideline',
  Template: 'help.documents.kindTemplate',
  Declaration: 'help.documents.kindDeclaration',
  Checklist: 'help.documents.kindChecklist',
  Reference: 'help.documents.kindReference',
};

/** A document kind's name. */
export const kindLabel = (t: Translate, kind: DocumentKind): string => t(kindIds[kind]);

/** A document's department as shown; a name the portal does not know stays as the server wrote it. */
export function departmentShown(t: Translate, name: string): string {
  if (name === 'General') return t('help.documents.generalDept');
  const department = departments.find((d) => d.name === name);
  return department ? departmentLabel(t, department.id) : name;
}
