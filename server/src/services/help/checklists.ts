/**
 * One checklist document per catalogue service, generated from its definition (schemas/): the
 * upload slots with their file rules, the declarations, the fee heads and the preconditions. So
 * a checklist never drifts from the form it prepares for. Provenance tags the definitions carry
 * for their authors ('[assumed]', '(public)', source codes) are left out of the applicant's copy.
 * The connecting sentences come from content/help/<language>.json, the service's own texts from
 * its translation (schemas/<folder>/translations).
 */
import { applicantText } from '../../../../src/domain/catalog/applicant-text.ts';
import { departments } from '../../../../src/domain/departments.ts';
import { DOCUMENT_FORMATS, type HelpDocument } from '../../../../src/domain/contract/help.ts';
import { formatBytes, mimeLabel } from '../../../../src/domain/service-engine/index.ts';
import type { LoadedService, UploadRule } from '../../../../src/domain/service-engine/index.ts';
import { fill, type HelpTexts } from './translations.ts';

/** Decision targets per service id (content/service-targets.json). */
export interface ServiceTargets {
  default: string;
  targets: Record<string, string>;
}

/** The first sentence of a catalogue description: what the service is for. */
export function purposeOf(description: string): string {
  // A Marathi or Hindi sentence starts with a Devanagari letter; Hindi ends with '।'.
  const first = description.split(/(?<=[.।])\s+(?=[A-Z]|\p{Script=Devanagari})/u)[0] ?? description;
  return applicantText(first);
}

const departmentName = (id: number) => departments.find((d) => d.id === id)?.name ?? 'General';

function uploadLine(rule: UploadRule, texts: HelpTexts): string {
  const types = [...new Set(rule.accept.map(mimeLabel))].join(', ');
  const need = rule.required ? 'Required' : 'Optional';
  const many = !rule.multiple ? '' : rule.maxFiles ? 'Many' : 'Several';
  return fill(texts.checklist[`upload${need}${many}`]!, {
    label: rule.label,
    types,
    size: formatBytes(rule.maxBytes),
    count: rule.maxFiles ?? '',
    note: rule.description ? ` ${applicantText(rule.description)}` : '',
  });
}

/** The decision target in the language: a translated one only where it says the same thing. */
function targetOf(serviceId: string, targets: ServiceTargets, texts: HelpTexts): string {
  const key = serviceId in targets.targets ? serviceId : 'default';
  return texts.targets[key] ?? targets.targets[serviceId] ?? targets.default;
}

/**
 * The checklist document of one service. `service` carries its texts in the language (or
 * English), `description` the catalogue description in the language.
 */
export function checklistFor(
  service: LoadedService,
  description: string,
  targets: ServiceTargets,
  texts: HelpTexts,
): HelpDocument {
  const { entry } = service;
  const c = texts.checklist;
  const department = departmentName(entry.serviceMasterId);
  const submit = service.submitMode === 'direct' ? c.submitDirect! : c.submitDraft!;
  const sections: HelpDocument['sections'] = [
    {
      heading: c.aboutHeading!,
      paragraphs: [
        fill(c.department!, {
          department: texts.labels[department] ?? department,
          id: entry.serviceMasterId,
          submit,
        }),
        fill(c.target!, { target: targetOf(service.id, targets, texts) }),
      ],
    },
  ];
  if (service.preconditions.length > 0)
    sections.push({
      heading: c.whoHeading!,
      items: service.preconditions.map((p) => applicantText(p.message)),
    });
  sections.push({
    heading: c.uploadsHeading!,
    paragraphs: [c.uploadsIntro!],
    items: service.uploads.map((rule) => uploadLine(rule, texts)),
  });
  sections.push({
    heading: c.declarationsHeading!,
    items: service.declarations.map((d) => applicantText(d.text)),
  });
  sections.push({
    heading: c.feesHeading!,
    paragraphs: [c.feesIntro!],
    items: service.fee.lines.map((line) => line.label),
  });
  return {
    id: `checklist-${entry.folder}`,
    title: fill(c.title!, { service: service.title }),
    kind: 'Checklist',
    department,
    services: [{ id: service.id, title: service.title }],
    summary: purposeOf(description),
    formats: [...DOCUMENT_FORMATS],
    basis: c.basis!,
    sections,
  };
}
