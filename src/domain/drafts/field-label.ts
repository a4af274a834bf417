/**
 * How an answer's place reads to the applicant: the titles along its path in a service
 * definition ('Current status › Investment (₹)', rows as '#2'), a declaration by its text, or the
 * field names where the definition has no title for them.
 */
import { parsePointer } from '../catalog/json';
import { schemasAtPath } from '../catalog/schema-walk';
import type { LoadedService } from '../catalog/types';

/** The label of the answer at `pointer` in `service`'s form. */
export function fieldLabel(
  service: Pick<LoadedService, 'schema' | 'declarations'>,
  pointer: string,
): string {
  const segments = parsePointer(pointer);
  if (segments.length === 0) return 'All answers';
  const declaration =
    segments[0] === 'declarations' && service.declarations.find((d) => d.id === segments[1]);
  if (declaration) return `Declaration: ${declaration.text}`;
  const labels = segments.map((s, i) => {
    if (/^\d+$/.test(s)) return `#${Number(s) + 1}`;
    return schemasAtPath(service.schema, segments.slice(0, i + 1)).find((n) => n.title)?.title ?? s;
  });
  return labels.join(' › ');
}
