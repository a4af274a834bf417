/**
 * One checklist document per catalogue service, generated from its definition (schemas/): the
 * upload slots with their file rules, the declarations, the fee heads and the preconditions. So
 * a checklist never drifts from the form it prepares for. Provenance tags the definitions carry
 * for their authors ('[assumed]', '(public)', source codes) are left out of the applicant's copy.
 */
import { applicantText } from '../../../../src/domain/catalog/applicant-text.ts';
import { departments } from '../../../../src/domain/departments.ts';
import { DOCUMENT_FORMATS, type HelpDocument } from '../../../../src/domain/contract/help.ts';
import { formatBytes, mimeLabel } from '../../../../src/domain/service-engine/index.ts';
import type { LoadedService, UploadRule } from '../../../../src/domain/service-engine/index.ts';

/** Decision targets per service id (content/service-targets.json). */
export interface ServiceTargets {
  default: string;
  targets: Record<string, string>;
}

/** The first sentence of a catalogue description: what the service is for. */
export function purposeOf(description: string): string {
  const first = description.split(/(?<=\.)\s+(?=[A-Z])/)[0] ?? description;
  return applicantText(first);
}

const departmentName = (id: number) => departments.find((d) => d.id === id)?.name ?? 'General';

function uploadLine(rule: UploadRule): string {
  const types = [...new Set(rule.accept.map(mimeLabel))].join(', ');
  const files = rule.multiple ? `, up to ${rule.maxFiles ?? 'several'} files` : '';
  const note = rule.description ? ` ${applicantText(rule.description)}` : '';
  const need = rule.required ? 'Required' : 'If applicable';
  return `${rule.label} — ${need}. ${types}, up to ${formatBytes(rule.maxBytes)} each${files}.${note}`;
}

/** The checklist document of one service. */
export function checklistFor(service: LoadedService, targets: ServiceTargets): HelpDocument {
  const { entry } = service;
  const department = departmentName(entry.serviceMasterId);
  const purpose = purposeOf(entry.description);
  const submit =
    service.submitMode === 'direct'
      ? 'Submitted directly, without a draft: have every document ready before you start.'
      : 'Saved as a draft first; you can finish and submit it later.';
  const sections: HelpDocument['sections'] = [
    {
      heading: 'About this service',
      paragraphs: [
        `Department: ${department} (service-master id ${entry.serviceMasterId}). ${submit}`,
        `Target time for a decision: ${targets.targets[service.id] ?? targets.default}.`,
      ],
    },
  ];
  if (service.preconditions.length > 0)
    sections.push({
      heading: 'Who can apply',
      items: service.preconditions.map((p) => applicantText(p.message)),
    });
  sections.push({
    heading: 'Documents to upload',
    paragraphs: ['One upload slot per document. Scans must be legible and signed where asked.'],
    items: service.uploads.map(uploadLine),
  });
  sections.push({
    heading: 'Declarations you will accept',
    items: service.declarations.map((d) => applicantText(d.text)),
  });
  sections.push({
    heading: 'Fees',
    paragraphs: [
      'The form works out a tentative cost from your answers, your plot and the current rates. ' +
        'It is indicative: the office raises the final demand after scrutiny.',
    ],
    items: service.fee.lines.map((line) => line.label),
  });
  return {
    id: `checklist-${entry.folder}`,
    title: `${service.title}: documents and declarations`,
    kind: 'Checklist',
    department,
    services: [{ id: service.id, title: service.title }],
    summary: purpose,
    formats: [...DOCUMENT_FORMATS],
    basis:
      'Generated from the service form itself, so it lists exactly what the form asks for. ' +
      'The office may ask for further documents during scrutiny.',
    sections,
  };
}
