import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { mimeLabel, type FileRef } from '@/domain/catalog/inject';
import { fileSize } from '../review/file-size';
import { useT } from '@/i18n/use-t';
import { engineContext } from '../context';
import { isFileRef } from '../review/format-value';
import { FileUploadWidget } from '../widgets/file-upload-widget';

/**
 * An upload slot of the documents step: a single file reference (object) or a list of them
 * (array), each rendered by FileUploadWidget; the form keeps only {id, name, size, type}.
 */
export function FileUploadField(props: FieldProps) {
  const { schema, uiSchema, formData, fieldPathId, onChange, name } = props;
  const t = useT();
  const options = getUiOptions(uiSchema);
  const uploadKey = String(options.uploadKey ?? name);
  const label = schema.title ?? name;
  const widget = (
    id: string,
    value: FileRef | undefined,
    change: (v: unknown) => void,
    text = label,
    widgetOptions: WidgetProps['options'] = { ...options, uploadKey },
  ) => (
    <FileUploadWidget
      {...(props as unknown as WidgetProps)}
      key={id}
      id={id}
      label={text}
      value={value}
      options={widgetOptions}
      onChange={change}
      rawErrors={[]}
    />
  );

  if (schema.type !== 'array') {
    return widget(fieldPathId.$id, formData as FileRef | undefined, (v) =>
      onChange(v, fieldPathId.path),
    );
  }
  const list = Array.isArray(formData) ? (formData as FileRef[]).filter(isFileRef) : [];
  const max = schema.maxItems ?? Infinity;
  const setList = (next: FileRef[]) => onChange(next, fieldPathId.path);
  const rule = engineContext(props.registry).service.uploads.find((u) => u.key === uploadKey);
  const one = { ...options, uploadKey, item: true };
  return (
    <Box role="group" aria-labelledby={`${fieldPathId.$id}-list`} sx={{ mb: 1 }}>
      <Typography id={`${fieldPathId.$id}-list`} sx={{ fontWeight: 600 }}>
        {label}
        {props.required ? ' *' : null}
      </Typography>
      {rule ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {rule.description ? `${rule.description} ` : null}
          {t(Number.isFinite(max) ? 'forms.upload.listHintMax' : 'forms.upload.listHint', {
            types: rule.accept.map(mimeLabel).join(', '),
            size: fileSize(rule.maxBytes),
            max,
          })}
        </Typography>
      ) : null}
      {list.map((file, i) =>
        widget(
          `${fieldPathId.$id}_${i}`,
          file,
          (v) =>
            setList(
              v === undefined
                ? list.filter((_, j) => j !== i)
                : list.map((f, j) => (j === i ? (v as FileRef) : f)),
            ),
          t('forms.upload.fileOf', { label, number: i + 1 }),
          one,
        ),
      )}
      {list.length < max
        ? widget(
            fieldPathId.$id,
            undefined,
            (v) => v !== undefined && setList([...list, v as FileRef]),
            label,
            { ...one, addAnother: list.length > 0 },
          )
        : null}
    </Box>
  );
}
