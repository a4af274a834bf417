import { describe, expect, it } from 'vitest';
import { formatIssue } from '../catalog/issues';
import { checkProject, passes } from '../checker/check-project';
import { miniProject } from './fixtures/mini-project';

type Project = ReturnType<typeof miniProject>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Runs the checker on the mini project after `change`, returning the error lines. */
function errorsAfter(
  change: (p: Project & { steps: Json; schema: Json; ui: Json }) => void,
): string[] {
  const project = miniProject();
  const files = project.files as Record<string, Json>;
  change({
    ...project,
    steps: files['mini/steps.json']!,
    schema: files['mini/schema.json']!,
    ui: files['mini/ui.json']!,
  });
  return checkProject(project)
    .filter((i) => i.severity === 'error')
    .map(formatIssue);
}

describe('the schema checker', () => {
  it('passes the small valid fixture', () => {
    const issues = checkProject(miniProject());
    expect(issues.map(formatIssue)).toEqual([]);
    expect(passes(issues)).toBe(true);
  });

  it('validates files against their meta-schema, with file and JSON path', () => {
    expect(errorsAfter((p) => (p.steps.submitMode = 'later'))).toContain(
      'mini/steps.json: $.submitMode: must be equal to one of the allowed values: ["draft","direct"]',
    );
    expect(errorsAfter((p) => (p.steps.steps[0].colour = 'red'))).toContain(
      'mini/steps.json: $.steps[0]: unknown property "colour"',
    );
    expect(errorsAfter((p) => delete p.ui.$schema)).toContain(
      'mini/ui.json: $.$schema: add "$schema" naming its meta-schema (ui)',
    );
    expect(
      errorsAfter((p) => ((p.files['_shared/rates.json'] as Json).rates[0].source = 'rumour')),
    ).toContain(
      '_shared/rates.json: $.rates[0].source: must be equal to one of the allowed values: ["public","spec","assumed","placeholder"]',
    );
  });

  it('compiles data schemas strictly and checks their shape', () => {
    expect(errorsAfter((p) => (p.schema.properties.request.properties.area.minimun = 0))).toContain(
      'mini/schema.json: $: does not compile: strict mode: unknown keyword: "minimun"',
    );
    expect(errorsAfter((p) => (p.schema.if = { required: ['request'] }))).toContain(
      'mini/schema.json: $.if: no conditions at the root: put them inside a property',
    );
    expect(errorsAfter((p) => p.schema.properties.request.required.push('ghost'))).toContain(
      'mini/schema.json: $.properties.request.required: "ghost" is required but not declared',
    );
  });

  it('wants a limit on every list', () => {
    const list = { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, uniqueItems: true };
    expect(errorsAfter((p) => (p.schema.properties.request.properties.kinds = list))).toContain(
      'mini/schema.json: $.properties.request.properties.kinds: a list needs "maxItems": the most rows the form offers (for choices with "uniqueItems", the number of choices)',
    );
    expect(
      errorsAfter((p) => (p.schema.properties.request.properties.kinds = { ...list, maxItems: 2 })),
    ).toEqual([]);
  });

  it('wants every condition to name the fields it needs, and no additionalProperties: false beside it', () => {
    const errors = errorsAfter((p) => {
      const request = p.schema.properties.request;
      request.additionalProperties = false;
      request.if = { properties: { area: { const: 0 } } };
      request.then = { properties: { why: { type: 'string' } } };
    });
    expect(errors).toContain(
      'mini/schema.json: $.properties.request.if: the condition on "area" also holds while it is empty: add "required": ["area"] to this if',
    );
    expect(
      errors.some((e) => e.includes('$.properties.request.additionalProperties: leave out')),
    ).toBe(true);
  });

  /** The mini request with a choice and a question asked only for one of its values. */
  function withHoarding(p: { schema: Json; steps: Json }, test: Json = { const: 'Hoarding' }) {
    const request = p.schema.properties.request;
    request.properties.kind = { type: 'string', title: 'Kind', enum: ['Shed', 'Hoarding'] };
    request.required.push('kind');
    request.allOf = [
      {
        if: { properties: { kind: test }, required: ['kind'] },
        then: { properties: { lit: { type: 'boolean', title: 'Lit?' } }, required: ['lit'] },
      },
    ];
    Object.assign(p.steps.sample.data.request, { kind: 'Hoarding', lit: true });
  }

  it('wants a condition to test a question of its group, with one of its choices', () => {
    const at = 'mini/schema.json: $.properties.request.allOf[0].if.properties';
    expect(errorsAfter((p) => withHoarding(p))).toEqual([]);
    expect(errorsAfter((p) => withHoarding(p, { const: 'Hoard' }))).toEqual([
      `${at}.kind.const: "Hoard" is not one of the choices of "kind", so the condition never holds for it; the choices are: "Shed", "Hoarding"`,
      // The sample answers Hoarding, so the form would clear its "lit".
      'mini/steps.json: $.sample.data.request.lit: sample: the form would clear this hidden field',
    ]);
    expect(errorsAfter((p) => withHoarding(p, { enum: ['Shed', 'Tent'] }))).toContain(
      `${at}.kind.enum[1]: "Tent" is not one of the choices of "kind", so the condition never holds for it; the choices are: "Shed", "Hoarding"`,
    );
    const unknown = errorsAfter((p) => {
      withHoarding(p);
      p.schema.properties.request.allOf[0].if = {
        properties: { kindOfThing: { const: 'Hoarding' } },
        required: ['kindOfThing'],
      };
    });
    expect(unknown).toContain(
      `${at}.kindOfThing: the condition tests "kindOfThing", which is not a question of this group, so it never holds and what it asks never appears; the questions are: area, email, kind, lit`,
    );
    // A yes/no question's choices are true and false.
    expect(
      errorsAfter((p) => {
        p.schema.properties.request.properties.urgent = { type: 'boolean', title: 'Urgent?' };
        p.schema.properties.request.if = {
          properties: { urgent: { const: 'yes' } },
          required: ['urgent'],
        };
        p.schema.properties.request.then = { properties: { why: { type: 'string' } } };
      }),
    ).toEqual([
      'mini/schema.json: $.properties.request.if.properties.urgent.const: "yes" is not one of the choices of "urgent", so the condition never holds for it; the choices are: true, false',
    ]);
  });

  it('refuses a fee rule that needs an answer its condition may not ask, unless guarded', () => {
    const lit = { if: [{ var: 'data.request.lit' }, 5, 0] };
    const errors = errorsAfter((p) => {
      withHoarding(p);
      p.steps.fee.lines[0].rule = { '+': [p.steps.fee.lines[0].rule, lit] };
      p.steps.sample.expectedFee = 17.35;
    });
    expect(errors).toEqual([
      'mini/steps.json: $.fee.lines[0].rule: reads data.request.lit, which is asked only when kind is "Hoarding" (mini/schema.json $.properties.request.allOf[0].if.properties.kind); an applicant who answers "Shed" is never asked it, and the rule then counts it as empty (0, false). Say what the fee is then: read it inside an "if" with the same condition, e.g. {"if": [{"==": [{"var":"data.request.kind"}, "Hoarding"]}, …, 0]}',
    ]);
    const guarded = { if: [{ '==': [{ var: 'data.request.kind' }, 'Hoarding'] }, lit, 0] };
    expect(
      errorsAfter((p) => {
        withHoarding(p);
        p.steps.fee.lines[0].rule = { '+': [p.steps.fee.lines[0].rule, guarded] };
        p.steps.sample.expectedFee = 17.35;
      }),
    ).toEqual([]);
  });

  it('reports broken references where they are written', () => {
    expect(
      errorsAfter((p) => (p.schema.properties.applicant.$ref = '../_shared/nobody.json#/x')),
    ).toContain(
      'mini/schema.json: $.properties.applicant.$ref: "../_shared/nobody.json#/x": file _shared/nobody.json not found',
    );
  });

  it('checks that the UI names only fields that exist', () => {
    expect(errorsAfter((p) => (p.ui.request.colour = { 'ui:widget': 'text' }))).toContain(
      'mini/ui.json: $.request.colour: no field "colour" in the schema',
    );
    expect(errorsAfter((p) => (p.ui.request['ui:order'] = ['email']))).toContain(
      'mini/ui.json: $.request["ui:order"]: ui:order leaves out area (add them or "*")',
    );
  });

  it('refuses a widget, field or template the form engine does not have', () => {
    expect(errorsAfter((p) => (p.ui.request.area = { 'ui:widget': 'slider' }))).toEqual([
      'mini/ui.json: $.request.area["ui:widget"]: unknown widget "slider" for a number field; use one of text, select, updown, range, radio, hidden (or a widget name such as RadioWidget)',
    ]);
    // A short name RJSF has only for other types breaks the form too.
    expect(errorsAfter((p) => (p.ui.request.area = { 'ui:widget': 'textarea' }))).toHaveLength(1);
    expect(errorsAfter((p) => (p.ui.request.area = { 'ui:widget': 'UpDownWidget' }))).toEqual([]);
    expect(
      errorsAfter((p) => (p.ui.request.area = { 'ui:options': { widget: 'Slider' } })),
    ).toHaveLength(1);
    expect(errorsAfter((p) => (p.ui.request['ui:field'] = 'MapField'))).toEqual([
      expect.stringMatching(
        /^mini\/ui\.json: \$\.request\["ui:field"\]: unknown field "MapField"; one of AnyOfField, /,
      ),
    ]);
    expect(errorsAfter((p) => (p.ui.request['ui:ObjectFieldTemplate'] = 'TwoColumns'))).toEqual([
      expect.stringMatching(
        /^mini\/ui\.json: \$\.request\["ui:ObjectFieldTemplate"\]: unknown template "TwoColumns"; one of /,
      ),
    ]);
  });

  it('refuses the texts the scaffold leaves for the analyst', () => {
    const errors = errorsAfter((p) => {
      p.catalog.services[0]!.description = '[scaffold] Say what the service is for.';
      p.steps.fee.applicantNote = '[scaffold] For applicants.';
    });
    expect(errors).toEqual([
      'mini/steps.json: $.fee.applicantNote: scaffold placeholder left in: write the real text ([scaffold] …)',
      'services.catalog.json: $.services[0].description: scaffold placeholder left in: write the real text ([scaffold] …)',
    ]);
  });

  it('refuses bracketed notes for analysts in texts applicants read, not in $comment or note', () => {
    const errors = errorsAfter((p) => {
      p.schema.properties.request.properties.area.title = 'Area (m²) [assumed]';
      p.schema.properties.request.properties.area.$comment = 'The unit is [assumed].';
      p.ui.request.area = { 'ui:help': 'Built-up area [TODO confirm]' };
      p.steps.steps[0].description = 'See [the rules](https://example.org/rules).';
      p.steps.fee.note = 'Rate is a PLACEHOLDER [assumed].';
    });
    expect(errors).toEqual([
      'mini/schema.json: $.properties.request.properties.area.title: analyst note [assumed] in a text applicants read: move it to "$comment" (or the fee\'s "note")',
      'mini/ui.json: $.request.area["ui:help"]: analyst note [TODO confirm] in a text applicants read: move it to "$comment" (or the fee\'s "note")',
    ]);
  });

  it('allows the table layout only on a list of short rows of plain fields', () => {
    const withList = (p: Project & { schema: Json; ui: Json }, row: Json, rowUi: Json = {}) => {
      p.schema.properties.request.properties.floors = { type: 'array', maxItems: 40, items: row };
      p.ui.request.floors = { 'ui:options': { layout: 'table' }, items: rowUi };
    };
    const floor = {
      type: 'object',
      title: 'Floor',
      properties: { level: { type: 'string' }, area: { type: 'number' } },
    };
    const at = 'mini/ui.json: $.request.floors["ui:options"].layout';
    expect(errorsAfter((p) => withList(p, floor, { level: { 'ui:widget': 'select' } }))).toEqual(
      [],
    );
    // A condition that only tightens the list (no type, no items) leaves it a table.
    expect(
      errorsAfter((p) => {
        withList(p, floor);
        p.schema.properties.request.allOf = [
          { if: { required: ['area'] }, then: { properties: { floors: { minItems: 1 } } } },
        ];
      }),
    ).toEqual([]);
    expect(errorsAfter((p) => withList(p, { type: 'string' }))).toContain(
      `${at}: layout "table" is for a list whose rows are groups of fields`,
    );
    expect(
      errorsAfter((p) =>
        withList(p, { ...floor, properties: { ...floor.properties, note: { type: 'object' } } }),
      ),
    ).toContain(`${at}: layout "table": "note" is not a text, number or choice`);
    expect(
      errorsAfter((p) => withList(p, floor, { level: { 'ui:widget': 'textarea' } })),
    ).toContain(`${at}: layout "table": "level" uses textarea, which needs more than one line`);
    expect(
      errorsAfter((p) =>
        withList(p, { ...floor, if: { required: ['level'] }, then: { required: ['area'] } }),
      ),
    ).toContain(`${at}: layout "table" needs rows whose fields are always there`);
    const wide = Object.fromEntries(
      [1, 2, 3, 4, 5, 6, 7].map((i) => [`c${i}`, { type: 'string' }]),
    );
    expect(errorsAfter((p) => withList(p, { type: 'object', properties: wide }))).toContain(
      `${at}: layout "table": 7 columns, at most 6 fit`,
    );
    expect(
      errorsAfter((p) => {
        withList(p, floor);
        p.ui.request.floors['ui:options'].layout = 'cards';
      }),
    ).toContain(`${at}: layout can only be "table"`);
  });

  it('puts every top-level property on exactly one step', () => {
    expect(errorsAfter((p) => p.steps.steps[1].fields.push('request'))).toContain(
      'mini/steps.json: $.steps[1].fields[2]: "request" is already on step "one"',
    );
    expect(errorsAfter((p) => p.steps.steps[1].fields.pop())).toContain(
      'mini/steps.json: $.steps: property "declarations" is on no step',
    );
    expect(errorsAfter((p) => p.steps.steps[1].fields.push('ghost'))).toContain(
      'mini/steps.json: $.steps[1].fields[2]: no top-level property "ghost" in the schema',
    );
  });

  it('checks fee rules name only known inputs and declared rates', () => {
    const errors = errorsAfter((p) => {
      p.steps.fee.lines[0].rule = {
        '*': [{ var: 'data.request.aera' }, { var: 'rates.subletChargePercent' }],
      };
    });
    expect(errors).toContain(
      'mini/steps.json: $.fee.lines[0].rule["*"][0].var: "data.request.aera": no such field in the service\'s schema',
    );
    expect(errors).toContain(
      'mini/steps.json: $.fee.lines[0].rule["*"][1].var: "rates.subletChargePercent": unknown rate (declare it in fee.rates and in _shared/rates.json)',
    );
    expect(errorsAfter((p) => (p.steps.fee.rates.madeUp = 'x'))).toContain(
      'mini/steps.json: $.fee.rates.madeUp: rate "madeUp" is not in _shared/rates.json',
    );
  });

  it('reports a used rate missing from the rate table once, not also as unused', () => {
    const project = miniProject();
    const steps = (project.files as Record<string, Json>)['mini/steps.json']!;
    steps.fee.rates.madeUp = 'x';
    steps.fee.lines[0].rule = { '*': [steps.fee.lines[0].rule, { var: 'rates.madeUp' }] };
    expect(checkProject(project).map(formatIssue)).toEqual([
      'mini/steps.json: $.fee.rates.madeUp: rate "madeUp" is not in _shared/rates.json',
    ]);
  });

  it('validates the sample and its fee at the default rates', () => {
    expect(errorsAfter((p) => (p.steps.sample.expectedFee = 12.34))).toContain(
      'mini/steps.json: $.sample.expectedFee: expected 12.34 but the rule gives 12.35',
    );
    const errors = errorsAfter((p) => {
      p.steps.sample.data.request.email = 'nope';
      p.steps.sample.data.declarations = {};
    });
    expect(errors).toContain(
      'mini/steps.json: $.sample.data.request.email: sample: Invalid email address',
    );
    expect(errors).toContain(
      'mini/steps.json: $.sample.data.declarations.trueInformation: sample: You must accept the Terms & Conditions',
    );
    expect(errorsAfter((p) => delete p.steps.sample.data.request.area)).toContain(
      'mini/steps.json: $.sample: the fee cannot be computed; missing: data.request.area',
    );
  });

  it('catches duplicate ids, routes and folders, and unknown departments', () => {
    const errors = errorsAfter((p) => {
      p.catalog.services.push({ ...p.catalog.services[0], id: 'timelimitextensionservice' });
      p.catalog.services[0]!.serviceMasterId = 5;
    });
    expect(errors).toContain(
      'services.catalog.json: $.services[1].id: duplicate id "timelimitextensionservice" (also entry 0)',
    );
    expect(errors).toContain(
      'services.catalog.json: $.services[1].folder: folder "mini" already used by entry 0',
    );
    expect(errors).toContain(
      'services.catalog.json: $.services[0].serviceMasterId: unknown serviceMasterId 5; one of 0, 1, 2, 3, 4, 6, 7',
    );
  });

  it('wants the catalogue and steps.json to agree, and the folder to exist', () => {
    expect(errorsAfter((p) => (p.catalog.services[0]!.version = 2))).toContain(
      "mini/steps.json: $.version: version 1 differs from the catalogue's 2",
    );
    expect(errorsAfter((p) => (p.catalog.services[0]!.folder = 'nowhere'))).toContain(
      'services.catalog.json: $.services[0].folder: nowhere/schema.json is missing',
    );
  });

  it('wants declarations with real text and unique ids', () => {
    const errors = errorsAfter((p) => {
      p.steps.declarations.push({ id: 'trueInformation', text: '   ', version: 1 });
    });
    expect(errors).toContain(
      'mini/steps.json: $.declarations[1].id: duplicate declaration "trueInformation"',
    );
    expect(errors).toContain(
      'mini/steps.json: $.declarations[1].text: a declaration needs its full text',
    );
  });

  it('wants sane upload rules', () => {
    const errors = errorsAfter((p) => {
      p.steps.uploads[0].accept = ['text/html'];
      p.steps.uploads[0].maxBytes = 100 * 1024 * 1024;
    });
    expect(errors).toContain(
      'mini/steps.json: $.uploads[0].accept[0]: "text/html" could run in a browser; not accepted',
    );
    expect(errors).toContain(
      'mini/steps.json: $.uploads[0].maxBytes: size limit must be between 1 byte and 26214400 bytes (25 MB)',
    );
    expect(
      errorsAfter((p) => p.steps.uploads.push({ key: 'plan', label: 'Again', required: false })),
    ).toContain('mini/steps.json: $.uploads[1].key: duplicate upload key "plan"');
  });

  it('says once, at the slot in steps.json, what to write for a mistaken upload slot', () => {
    const usual =
      '(the usual ones: application/pdf, image/jpeg, image/png, image/vnd.dwg, image/vnd.dxf)';
    for (const written of ['pdf', '.pdf', 'PDF']) {
      expect(errorsAfter((p) => (p.steps.uploads[0].accept = [written]))).toEqual([
        `mini/steps.json: $.uploads[0].accept[0]: ${JSON.stringify(written)} is a file extension, not a media type: write the media type "application/pdf" ${usual}`,
      ]);
    }
    expect(errorsAfter((p) => (p.steps.uploads[0].accept = ['application/pdf', 'jpg']))).toEqual([
      `mini/steps.json: $.uploads[0].accept[1]: "jpg" is a file extension, not a media type: write the media type "image/jpeg" ${usual}`,
    ]);
    // Not blamed on schema.json (which the slot's file is built into) nor on the sample's file.
    expect(errorsAfter((p) => (p.steps.uploads[0].maxBytes = '5 MB'))).toEqual([
      'mini/steps.json: $.uploads[0].maxBytes: "5 MB" is not a size in bytes: write a whole number of bytes, e.g. 5242880 for 5 MB (the portal tells applicants the limit in MB by itself)',
    ]);
    expect(errorsAfter((p) => delete p.steps.uploads[0].key)).toEqual([
      'mini/steps.json: $.uploads[0]: this upload slot has no "key": give it a short name with no spaces (e.g. "sitePlan"); the answers keep the file under it',
    ]);
  });

  it('checks preconditions name real services and plot facts', () => {
    const errors = errorsAfter((p) => {
      const pre = [
        {
          type: 'approvedService',
          services: ['FinalFireApprovalService', 'MadeUpService'],
          message: 'Needs NOC',
        },
        { type: 'plotRule', rule: { var: 'plot.colour' }, message: 'Colour' },
      ];
      p.steps.preconditions = pre;
      p.catalog.services[0]!.preconditions = pre;
    });
    expect(errors).toContain(
      'mini/steps.json: $.preconditions[0].services[1]: unknown service "MadeUpService": no such id in services.catalog.json',
    );
    expect(errors).toContain(
      'mini/steps.json: $.preconditions[1].rule.var: "plot.colour": unknown plot fact',
    );
  });
});
