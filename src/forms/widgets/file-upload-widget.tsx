import { useCallback, useId, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { mimeLabel, type FileRef } from '@/domain/catalog/inject';
import { fileSize } from '../review/file-size';
import { engineContext } from '../context';
import { isFileRef } from '../review/format-value';
import { acceptAttribute } from './file-rules';
import { useT } from '@/i18n/use-t';
import { visuallyHidden } from '@/ui/visually-hidden';
import { FilePreview } from './file-preview';
import { UploadProgress } from './upload-progress';
import { useUpload } from './use-upload';

/** Uploads one file for an upload slot (ui:options.uploadKey) and keeps only its reference. */
export function FileUploadWidget(props: WidgetProps) {
  const { id, label, required, disabled, readonly, options, registry, onChange } = props;
  const value = isFileRef(props.value) ? (props.value as FileRef) : undefined;
  const t = useT();
  const { service, files } = engineContext(registry);
  const rule = service.uploads.find((u) => u.key === options.uploadKey);
  const input = useRef<HTMLInputElement>(null);
  const [previewing, setPreviewing] = useState(false);
  const hintId = useId();
  const onUploaded = useCallback(
    (file: FileRef) => {
      setPreviewing(false);
      onChange(file);
    },
    [onChange],
  );
  const upload = useUpload(files, rule ?? fallbackRule, onUploaded);
  if (!rule)
    return (
      <FormHelperText error>
        {t('forms.upload.noRule', { key: String(options.uploadKey) })}
      </FormHelperText>
    );
  const locked = disabled || readonly;
  // One file of a list: the list shows the label and hint once, above all its files.
  const item = options.item === true;
  // The next file of a list whose slot already holds some: "Add another file".
  const another = options.addAnother === true;
  const chooseText = t(another ? 'forms.upload.addAnother' : 'forms.upload.choose');
  const chooseLabel = t(another ? 'forms.upload.addAnotherFor' : 'forms.upload.chooseFor', {
    label,
  });
  const busy = upload.progress !== null;
  const choose = () => input.current?.click();
  const remove = () => {
    if (value) void files.remove(value);
    setPreviewing(false);
    onChange(undefined);
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ mb: 1 }}>
      <Typography
        id={`${id}-label`}
        component="span"
        sx={item ? visuallyHidden : { fontWeight: 600, display: 'block' }}
      >
        {label}
        {required && !item ? ' *' : null}
      </Typography>
      <Typography
        id={hintId}
        variant="caption"
        color="text.secondary"
        sx={item ? visuallyHidden : { display: 'block' }}
      >
        {rule.description ? `${rule.description} ` : null}
        {t('forms.upload.hint', {
          types: rule.accept.map(mimeLabel).join(', '),
          size: fileSize(rule.maxBytes),
        })}
      </Typography>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        hidden
        tabIndex={-1}
        accept={acceptAttribute(rule)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // choosing the same file again must fire change
          if (file) void upload.start(file);
        }}
      />
      {value ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography variant="body2" sx={{ mr: 1 }}>
            {value.name} ({fileSize(value.size)})
          </Typography>
          <Button size="small" onClick={() => setPreviewing((p) => !p)} aria-expanded={previewing}>
            {previewing ? t('forms.upload.hidePreview') : t('forms.upload.preview')}
          </Button>
          {locked ? null : (
            <>
              <Button
                id={id}
                size="small"
                onClick={choose}
                disabled={busy}
                aria-label={t('forms.upload.replaceLabel', { label })}
              >
                {t('forms.upload.replace')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={remove}
                aria-label={t('forms.upload.removeLabel', { label })}
              >
                {t('forms.upload.remove')}
              </Button>
            </>
          )}
        </Box>
      ) : locked ? (
        <Typography variant="body2">{t('forms.upload.noFile')}</Typography>
      ) : (
        <Button
          id={id}
          variant="outlined"
          size="small"
          startIcon={<CloudUpload />}
          onClick={choose}
          disabled={busy}
          aria-label={chooseLabel}
          // The slot's own error (RJSF renders it under the field as <id>__error) is read too.
          aria-describedby={`${hintId} ${id}__error`}
          sx={{ mt: 0.5 }}
        >
          {chooseText}
        </Button>
      )}
      {busy ? (
        <UploadProgress label={label} progress={upload.progress ?? 0} onCancel={upload.cancel} />
      ) : null}
      {upload.error ? (
        <FormHelperText error role="alert">
          {upload.error}
        </FormHelperText>
      ) : null}
      {previewing && value ? (
        <Box sx={{ mt: 1 }}>
          <FilePreview file={value} store={files} />
        </Box>
      ) : null}
    </Box>
  );
}

const fallbackRule = { key: '', label: '', accept: [], maxBytes: 0, required: false };
