/**
 * A plot's recorded facts as people read them (Plot Details, the staff plot page): groups in a
 * deliberate order, each field under the question the registration form asks for it (so one
 * wording serves both), coded answers by their names (district 520 → Raigad), dates as
 * dd-mm-yyyy. The registration form (schemas/forms/plot-registration) is the source: a field it
 * gains shows here with its own title and place.
 */
import registrationSchema from '../../../schemas/forms/plot-registration/schema.json' with { type: 'json' };
import registrationUi from '../../../schemas/forms/plot-registration/ui.json' with { type: 'json' };
import type { JSONSchema7 } from 'json-schema';
import { propertyNames, propertySchemas } from '@/domain/catalog/schema-walk';
import { formatDate } from '@/domain/format';
import { currentLanguage, t } from '@/i18n/i18n';
import { PSEUDO_LANGUAGE, type UiLanguage } from '@/domain/i18n/languages';
import {
  asTranslations,
  isTranslatedLanguage,
  translateFile,
  translationPath,
} from '@/domain/catalog/translate';
import { translationFile } from '@/forms/catalog/schema-files';
import type { MessageId } from '@/i18n/message-ids';

/** One line of a group: its field, label and display value. */
export interface FactRow {
  key: string;
  term: string;
  value: string;
}

/** A titled group of lines. */
export interface FactGroup {
  id: string;
  title: string;
  rows: FactRow[];
}

type Bag = Record<string, unknown>;
interface FieldSchema {
  title?: string;
  $ref?: string;
  oneOf?: { const: unknown; title: string }[];
}

type RegistrationSchema = {
  definitions: Record<string, FieldSchema>;
  properties: Record<string, JSONSchema7>;
};

/** Where the registration form's translations are (schemas/forms/plot-registration/translations). */
const FORM_FOLDER = 'forms/plot-registration';

/** The form's translation file for `language` (fetch it with loadRegistrationTexts first). */
export const registrationTextsPath = (language: UiLanguage) =>
  translationPath(FORM_FOLDER, language);

const translated = new Map<string, RegistrationSchema>();

/**
 * The registration form whose questions (titles) and answer names (oneOf titles) label the facts,
 * in the language on screen once its translation file is fetched (English until then).
 */
function formSchema(language: UiLanguage = currentLanguage()): RegistrationSchema {
  if (language !== PSEUDO_LANGUAGE && !isTranslatedLanguage(language))
    return registrationSchema as unknown as RegistrationSchema;
  const file = translationFile(registrationTextsPath(language));
  const key = `${language}|${file === undefined ? 'en' : 'fetched'}`;
  let schema = translated.get(key);
  if (!schema) {
    schema = translateFile(
      'schema.json',
      registrationSchema,
      language,
      asTranslations(file),
    ) as RegistrationSchema;
    translated.set(key, schema);
  }
  return schema;
}
const ui = registrationUi as unknown as Record<string, { 'ui:order'?: string[] }>;

/** Where a form question does not read as a label, the label a details page uses. */
const labelOverrides: Record<string, MessageId> = {
  IsMIDCPlot: 'plots.facts.label.IsMIDCPlot',
  ReceiveSMSAlerts: 'plots.facts.label.ReceiveSMSAlerts',
  EMACKDate: 'plots.facts.label.EMACKDate',
  DocName1: 'plots.facts.label.DocName1',
};

/** Fields that are not the registration form's: the dashboard counts and the plot's own ids. */
const plotDataLabels: Record<string, MessageId> = {
  PlotName: 'plots.facts.label.PlotName',
  PlotID: 'plots.facts.label.PlotID',
  consumerNo: 'plots.facts.label.consumerNo',
  ApprovedApplications: 'plots.facts.label.ApprovedApplications',
  OnGoingApplications: 'plots.facts.label.OnGoingApplications',
  PendingApplications: 'plots.facts.label.PendingApplications',
  SuggestedApplications: 'plots.facts.label.SuggestedApplications',
};

/** Recorded fields a reader has no use for (a stored file's machine type, the district code the area implies). */
const hidden = new Set(['Contenttype1', 'PlotDistrictID']);

/** The names of a field's coded answers (its oneOf, or its referenced definition's). */
function choicesOf(field: FieldSchema): Map<unknown, string> | null {
  const schema = formSchema();
  const local = field.$ref?.startsWith('#/definitions/')
    ? schema.definitions[field.$ref.slice('#/definitions/'.length)]
    : undefined;
  const list = field.oneOf ?? local?.oneOf;
  return list ? new Map(list.map((o) => [o.const, o.title])) : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** dd-mm-yyyy of an ISO calendar date (the day as written: a recorded date has no zone). */
const dayMonthYear = (iso: string) => formatDate(iso.slice(0, 10));

function display(value: unknown, field: FieldSchema | undefined): string {
  if (value === null || value === undefined || value === '') return t('common.na');
  const named = field && choicesOf(field)?.get(value);
  if (named) return named;
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'string' && ISO_DATE.test(value)) return dayMonthYear(value);
  return String(value);
}

/** A group's rows in the form's order; fields the form lacks follow, empty optional ones left out. */
function formGroupRows(group: string, bag: Bag | undefined): FactRow[] {
  if (!bag) return [];
  const node = formSchema().properties[group] ?? {};
  // A question asked only for some answers (the district, for Maharashtra) is in a branch.
  const fieldOf = (key: string) => propertySchemas(node, key)[0] as FieldSchema | undefined;
  const order = ui[group]?.['ui:order'] ?? [...propertyNames(node)];
  const keys = [...order, ...Object.keys(bag).filter((k) => !order.includes(k))];
  return keys
    .filter((key) => key in bag && !hidden.has(key) && typeof bag[key] !== 'object')
    .filter((key) => bag[key] !== '' && bag[key] !== null)
    .map((key) => {
      const field = fieldOf(key);
      const override = labelOverrides[key];
      const term = override ? t(override) : (field?.title ?? humanLabel(key));
      return { key, term, value: display(bag[key], field) };
    });
}

/** 'CompanyPhoneNo' → 'Company phone no': the last resort for a field no one has named. */
export function humanLabel(key: string): string {
  const label = plotDataLabels[key];
  if (label) return t(label);
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function plotDataRows(bag: Bag | undefined, keys: string[]): FactRow[] {
  if (!bag) return [];
  return keys
    .filter((key) => key in bag && typeof bag[key] !== 'object')
    .map((key) => ({ key, term: humanLabel(key), value: display(bag[key], undefined) }));
}

/** The plot's facts in reading order: the plot, its applications, the unit, the people. */
export function plotFactGroups(plot: {
  plotData?: Bag;
  plotInfo?: Bag;
  unitContactInfo?: Bag;
  applicantInfo?: Bag;
  registeredOfficeInfo?: Bag;
  facts?: Bag;
}): FactGroup[] {
  const areaName = plot.facts?.industrialAreaName ?? plot.plotData?.IndustrialAreaName;
  // The area's name, not its number.
  const plotInfo = plot.plotInfo && {
    ...plot.plotInfo,
    ...(areaName ? { IndustrialAreaId: areaName } : {}),
  };
  const groups: FactGroup[] = [
    {
      id: 'plot',
      title: t('plots.facts.group.plot'),
      rows: [
        ...plotDataRows(plot.plotData, ['PlotName', 'PlotID']),
        ...formGroupRows('plotInfo', plotInfo),
        ...plotDataRows(plot.plotData, ['consumerNo']),
      ],
    },
    {
      id: 'applications',
      title: t('plots.facts.group.applications'),
      rows: plotDataRows(plot.plotData, [
        'ApprovedApplications',
        'OnGoingApplications',
        'PendingApplications',
        'SuggestedApplications',
      ]),
    },
    {
      id: 'unit',
      title: t('plots.facts.group.unit'),
      rows: formGroupRows('unitContactInfo', plot.unitContactInfo),
    },
    {
      id: 'applicant',
      title: t('plots.facts.group.applicant'),
      rows: formGroupRows('applicantInfo', plot.applicantInfo),
    },
    {
      id: 'office',
      title: t('plots.facts.group.office'),
      rows: formGroupRows('registeredOfficeInfo', plot.registeredOfficeInfo),
    },
  ];
  return groups.filter((g) => g.rows.length > 0);
}
