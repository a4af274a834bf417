/**
 * The file contents of a newly scaffolded service (see scripts/new-service.ts). The texts only the
 * analyst can write start with SCAFFOLD_MARK, which the checker refuses until they are replaced.
 */
import { SCAFFOLD_MARK } from '../../src/domain/checker/check-placeholders';

const shared = '../_shared';
const sample = (name: string) => ({ $ref: `${shared}/samples.json#/samples/${name}` });
const declaration = (id: string) => ({ $ref: `${shared}/declarations.json#/declarations/${id}` });

/** The schema.json, ui.json, steps.json and catalogue entry of a new service. */
export function scaffoldFiles(
  args: { id: string; title: string; serviceMasterId: number; folder: string },
  processingFee: number,
) {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: 'Scaffolded: replace the "request" fields with the real ones [assumed until then].',
    title: args.title,
    type: 'object',
    properties: {
      applicant: { $ref: `${shared}/applicant.json#/definitions/applicant` },
      company: { $ref: `${shared}/applicant.json#/definitions/company` },
      plot: { $ref: `${shared}/plot.json#/definitions/plotFacts` },
      request: {
        type: 'object',
        title: 'Request',
        properties: {
          details: {
            type: 'string',
            title: 'Details of the request',
            minLength: 1,
            maxLength: 1000,
          },
        },
        required: ['details'],
        additionalProperties: false,
      },
      declarant: { $ref: `${shared}/applicant.json#/definitions/declarant` },
    },
    required: ['applicant', 'company', 'plot', 'request', 'declarant'],
  };
  const ui = {
    $schema: '../ui.schema.json',
    applicant: { $ref: `${shared}/ui.json#/applicant` },
    company: { $ref: `${shared}/ui.json#/company` },
    plot: { $ref: `${shared}/ui.json#/plot` },
    request: { details: { 'ui:widget': 'textarea', 'ui:options': { rows: 5 } } },
    declarant: { $ref: `${shared}/ui.json#/declarant` },
  };
  const steps = {
    $schema: '../steps.schema.json',
    title: args.title,
    version: 1,
    submitMode: 'draft',
    steps: [
      { id: 'applicant', title: 'Applicant and plot', fields: ['applicant', 'company', 'plot'] },
      { id: 'request', title: 'Request', fields: ['request'] },
      { id: 'documents', title: 'Documents', fields: ['documents'] },
      {
        id: 'declarations',
        title: 'Declarations',
        fields: ['declarations', 'declarant'],
        showFee: true,
      },
    ],
    declarations: ['trueInformation', 'authorised', 'abideByTerms', 'noRegularisation'].map(
      declaration,
    ),
    uploads: [{ $ref: `${shared}/uploads.json#/uploads/authorityLetter` }],
    fee: {
      note: `${SCAFFOLD_MARK} For analysts: where the fee comes from (source, [assumed], PLACEHOLDER). The scaffold charges the default flat processing fee until the real rule is written.`,
      applicantNote: `${SCAFFOLD_MARK} For applicants: one or two plain sentences on what the charge is for.`,
      rates: { defaultProcessingFee: 'Flat processing fee (PLACEHOLDER)' },
      lines: [
        {
          id: 'processingFee',
          label: 'Processing fee',
          rule: { var: 'rates.defaultProcessingFee' },
        },
      ],
    },
    sample: {
      plot: sample('plot'),
      data: {
        applicant: sample('applicant'),
        company: sample('company'),
        plot: sample('plot'),
        request: { details: 'Sample request details.' },
        documents: { authorityLetter: sample('file') },
        declarations: {
          trueInformation: true,
          authorised: true,
          abideByTerms: true,
          noRegularisation: true,
        },
        declarant: sample('declarant'),
      },
      expectedFee: processingFee,
    },
  };
  const entry = {
    id: args.id,
    folder: args.folder,
    title: args.title,
    description: `${SCAFFOLD_MARK} Say what the service is for and who may ask for it; mark assumptions [assumed] and invented figures PLACEHOLDER.`,
    serviceMasterId: args.serviceMasterId,
    submitMode: 'draft' as const,
    version: 1,
    cancellable: false,
  };
  return { schema, ui, steps, entry };
}
