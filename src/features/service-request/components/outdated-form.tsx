import type { ApplicationRecord } from '@/api/applications';
import type { LoadedService } from '@/domain/catalog/types';
import { MigrationPanel } from '@/forms/lifecycle/migration-panel';
import { fromServer } from '@/forms/lifecycle/set-aside';

/**
 * A draft stored on a newer version of the form than this page has (the page was loaded before a
 * new version was published): it is not opened on the old form, whose saves would overwrite it.
 * The page says so, lists what the server keeps set aside, and offers the reload.
 */
export function OutdatedForm({
  service,
  record,
}: {
  service: LoadedService;
  record: ApplicationRecord;
}) {
  return (
    <MigrationPanel
      service={service}
      fromVersion={service.version}
      issues={fromServer(record.SetAside)}
      newerVersion={record.SchemaVersion}
      onReload={() => window.location.reload()}
    />
  );
}
