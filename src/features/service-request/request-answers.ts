/**
 * What a service page starts from: the plot facts (plot state + master facts), the prefilled
 * read-only answers of a new application, or a resumed draft migrated to the current version
 * with the answers set aside.
 */
import type { ApplicationRecord } from '@/api/applications';
import type { PlotDetails } from '@/api/plots';
import {
  editableStates,
  isApplicationState,
  type ApplicationState,
} from '@/domain/applications/states';
import { isRecord, type JsonObject } from '@/domain/catalog/json';
import { plotFactsFromState, prefillAnswers, type PlotStateLike } from '@/domain/catalog/prefill';
import type { LoadedService } from '@/domain/catalog/types';
import { clearHiddenFields } from '@/domain/drafts/hidden-fields';
import { migrateDraft } from '@/domain/drafts/migrate';
import {
  earliestVersion,
  fromServer,
  mergeSetAside,
  type SetAsideList,
} from '@/forms/lifecycle/set-aside';
import { REVIEW_STEP } from '@/forms/stepper/step-list';

/** The starting point of the stepper on a service page. */
export interface RequestStart {
  facts: JsonObject;
  answers: JsonObject;
  status: ApplicationState;
  step?: string | null;
  /**
   * The answers of a resumed draft that no longer fit: those the server keeps set aside and those
   * this page's migration takes out (the server sets them aside at the next save).
   */
  migration?: SetAsideList;
  approvedServices: string[];
}

/** Builds the start of a new application, or of the application `record` when resuming. */
export function requestStart(
  service: LoadedService,
  plotId: string,
  plot: PlotDetails,
  record?: ApplicationRecord,
): RequestStart {
  const state: PlotStateLike = { ...plot, PlotId: plotId };
  // The server lists the plot's approved services beside its facts; they are not a plot fact.
  const { approvedServices: approved, ...master } = plot.facts ?? {};
  const facts = plotFactsFromState(state, master);
  const approvedServices = Array.isArray(approved) ? approved.map(String) : [];
  if (!record) {
    return {
      facts,
      answers: prefillAnswers(service.schema, state, master),
      status: 'New',
      approvedServices,
    };
  }
  const status = isApplicationState(record.Status) ? record.Status : 'Draft';
  if (!editableStates.has(status)) {
    // A submitted application is shown as it was sent; nothing is migrated or dropped.
    const answers = clearHiddenFields(service.schema, record.Data, { dropUnknown: false }).data;
    const shown = isRecord(answers) ? (answers as JsonObject) : {};
    return { facts, answers: shown, status, step: REVIEW_STEP, approvedServices };
  }
  const migration = migrateDraft(
    service,
    {
      version: record.SchemaVersion,
      data: record.Data,
      declarationVersions: declarationVersions(record.Declarations),
    },
    { codes: true },
  );
  return {
    facts,
    // The facts the form shows read-only are the registration's now, as the server records them
    // at the next save: a registration corrected since the draft was saved shows corrected.
    answers: { ...migration.data, ...prefillAnswers(service.schema, state, master) },
    status,
    step: record.CurrentStep,
    migration: {
      fromVersion: earliestVersion(record.SetAside, record.SchemaVersion),
      answers: mergeSetAside(fromServer(record.SetAside), migration.issues),
    },
    approvedServices,
  };
}

/** The accepted declaration versions a record carries ([{id|Id, version|Version}] or {id: version}). */
export function declarationVersions(value: unknown): Record<string, number> | undefined {
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(
      (e): e is [string, number] => typeof e[1] === 'number',
    );
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  if (!Array.isArray(value)) return undefined;
  const out: Record<string, number> = {};
  for (const item of value) {
    if (!isRecord(item)) continue;
    const id = item.id ?? item.Id;
    const version = item.version ?? item.Version;
    if (typeof id === 'string' && typeof version === 'number') out[id] = version;
  }
  return Object.keys(out).length ? out : undefined;
}
