import { describe, expect, it } from 'vitest';
import { CatalogError } from '../catalog/issues';
import { findService, loadCatalog } from '../catalog/load-catalog';
import { loadService, tryLoadService } from '../catalog/load-service';
import { unmetPreconditions } from '../applications/preconditions';
import { prefillAnswers } from '../catalog/prefill';
import { stepForm, stepOfPath } from '../catalog/step-schema';
import { findUpload, uploadProblem } from '../catalog/uploads';
import type { CatalogEntry } from '../catalog/types';
import { shared } from './fixtures/shared-parts';

const entry: CatalogEntry = {
  id: 'MiniService',
  folder: 'mini',
  title: 'Mini',
  description: '',
  serviceMasterId: 0,
  submitMode: 'draft',
  version: 2,
};

const miniFiles = {
  ...shared,
  '_shared/uploads.json': { uploadDefaults: { accept: ['application/pdf'], maxBytes: 1048576 } },
  '_shared/messages.json': { messages: { required: 'This field is required' } },
  'mini/schema.json': {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    definitions: { unused: { type: 'string' } },
    properties: {
      applicant: {
        type: 'object',
        properties: { fullName: { type: 'string' }, email: { type: 'string' } },
      },
      plot: {
        type: 'object',
        properties: { plotArea: { type: 'number' }, plotNumber: { type: 'string' } },
      },
      request: {
        type: 'object',
        properties: { office: { $ref: '../_shared/address.json#/definitions/address' } },
      },
    },
    required: ['request'],
  },
  'mini/ui.json': {
    $schema: '../ui.schema.json',
    'ui:order': ['request', '*'],
    request: { 'ui:title': 'Request' },
  },
  'mini/steps.json': {
    title: 'Mini service',
    version: 2,
    submitMode: 'draft',
    steps: [
      { id: 'one', title: 'One', fields: ['applicant', 'plot'] },
      {
        id: 'two',
        title: 'Two',
        description: 'Second',
        fields: ['request', 'documents', 'declarations'],
      },
    ],
    declarations: [{ id: 'truth', text: 'All true, honestly.', version: 3 }],
    uploads: [
      { key: 'letter', label: 'Letter', required: true },
      {
        key: 'photos',
        label: 'Photos',
        accept: ['image/jpeg'],
        maxBytes: 2048,
        required: false,
        multiple: true,
        maxFiles: 3,
      },
    ],
    fee: { rates: {}, lines: [{ id: 'flat', label: 'Flat', rule: 100 }] },
    preconditions: [
      {
        type: 'approvedService',
        services: ['FinalFireApprovalService', 'RenewalOfFireService'],
        message: 'Needs a fire NOC',
      },
    ],
    sample: { data: {}, plot: {}, expectedFee: 100 },
  },
};

describe('loading a service', () => {
  it('resolves, drops definitions and injects declarations and documents', () => {
    const service = loadService(miniFiles, entry);
    expect(service.title).toBe('Mini service');
    expect(service.schema.definitions).toBeUndefined();
    expect(service.schema.required).toEqual(['request', 'declarations', 'documents']);
    expect(service.schema.properties?.declarations).toEqual({
      type: 'object',
      title: 'Declarations',
      properties: { truth: { type: 'boolean', title: 'All true, honestly.', enum: [true] } },
      required: ['truth'],
      additionalProperties: false,
    });
    expect(service.schema.properties?.documents).toMatchObject({
      required: ['letter'],
      properties: {
        letter: {
          type: 'object',
          title: 'Letter',
          properties: { size: { maximum: 1048576 }, type: { enum: ['application/pdf'] } },
        },
        photos: { type: 'array', maxItems: 3, items: { properties: { size: { maximum: 2048 } } } },
      },
    });
    expect(service.uploads[0]).toMatchObject({ accept: ['application/pdf'], maxBytes: 1048576 });
    expect(service.uiSchema).toEqual({
      'ui:order': ['request', '*'],
      request: { 'ui:title': 'Request' },
    });
    expect(service.messages).toEqual({ required: 'This field is required' });
  });

  it('reports, instead of loading, a service with broken references or reserved names', () => {
    const broken = {
      ...miniFiles,
      'mini/schema.json': {
        type: 'object',
        properties: { documents: { type: 'string' }, x: { $ref: '#/nope' } },
      },
    };
    const { issues } = tryLoadService(broken, entry);
    expect(issues.map((i) => i.path)).toEqual(['$.properties.x.$ref', '$.properties.documents']);
    expect(() => loadService(broken, entry)).toThrow(CatalogError);
    expect(tryLoadService({}, entry).service).toBeUndefined();
  });

  it('cuts one step out as its own form', () => {
    const service = loadService(miniFiles, entry);
    const form = stepForm(service, 'two');
    expect(Object.keys(form?.schema.properties ?? {})).toEqual([
      'request',
      'declarations',
      'documents',
    ]);
    expect(form?.schema.required).toEqual(['request', 'declarations', 'documents']);
    expect(form?.schema.description).toBe('Second');
    expect(form?.uiSchema).toEqual({
      'ui:order': ['request', '*'],
      request: { 'ui:title': 'Request' },
    });
    expect(stepForm(service, 'one')?.uiSchema).toEqual({ 'ui:order': ['*'] });
    expect(stepForm(service, 'zzz')).toBeUndefined();
    expect(stepOfPath(service, '/documents/letter')?.id).toBe('two');
  });

  it('prefills the header from the plot state of spec §3', () => {
    const service = loadService(miniFiles, entry);
    const answers = prefillAnswers(service.schema, {
      plotData: { PlotID: 'P-1', IndustrialAreaName: 'Bhosari' },
      applicantInfo: { FullName: 'Asha', ContactEmail: 'a@example.com', ContactMobile: '' },
      plotInfo: { PlotArea: '4000', PlotNumber: 'A-12' },
    });
    expect(answers).toEqual({
      applicant: { fullName: 'Asha', email: 'a@example.com' },
      plot: { plotArea: 4000, plotNumber: 'A-12' },
    });
  });

  it('checks preconditions: an approved service, or a rule over the plot', () => {
    const service = loadService(miniFiles, entry);
    const plotRule = {
      type: 'plotRule' as const,
      rule: { '!!': [{ var: 'plot.bccNumber' }] },
      message: 'Needs a BCC',
    };
    expect(
      unmetPreconditions(service.preconditions, { plot: {}, approvedServices: [] }),
    ).toHaveLength(1);
    expect(
      unmetPreconditions(service.preconditions, {
        plot: {},
        approvedServices: ['RenewalOfFireService'],
      }),
    ).toEqual([]);
    expect(unmetPreconditions([plotRule], { plot: {}, approvedServices: [] })[0]?.message).toBe(
      'Needs a BCC',
    );
    expect(
      unmetPreconditions([plotRule], { plot: { bccNumber: 'B-1' }, approvedServices: [] }),
    ).toEqual([]);
  });
});

describe('reading the catalogue', () => {
  it('accepts an object with services or a bare array, and finds by id', () => {
    expect(loadCatalog({ services: [entry] })).toEqual([entry]);
    expect(findService(loadCatalog([entry]), 'MiniService')).toBe(entry);
    expect(() => loadCatalog({})).toThrow(CatalogError);
    expect(() => loadCatalog({ services: [{ id: 'X' }] })).toThrow('an entry needs id and folder');
  });
});

describe('checking an uploaded file against its slot', () => {
  it('accepts a fitting file and explains one that does not fit', () => {
    const service = loadService(miniFiles, entry);
    const letter = findUpload(service, 'letter');
    expect(letter).toBeDefined();
    expect(findUpload(service, 'nope')).toBeUndefined();
    const rule = letter!;
    expect(uploadProblem(rule, { size: 1000, type: 'application/pdf' })).toBeUndefined();
    expect(uploadProblem(rule, { size: 1000, type: 'image/png' })).toBe('Accepted file types: PDF');
    expect(uploadProblem(rule, { size: 2 * 1048576, type: 'application/pdf' })).toBe(
      'The file must not be larger than 1 MB',
    );
    expect(uploadProblem(rule, { size: 0, type: 'application/pdf' })).toBe('The file is empty');
  });
});
