import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/use-t';

/** Props of JsonEditor. */
export interface JsonEditorProps {
  texts: Record<string, string>;
  errors: Record<string, string>;
  onEdit: (path: string, text: string) => void;
}

/** One plain textarea per schema file; a parse error is shown under its file. */
export function JsonEditor({ texts, errors, onEdit }: JsonEditorProps) {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="editor-title">
      <Typography id="editor-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('shell.demo.editor.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('shell.demo.editor.note')}
      </Typography>
      {Object.entries(texts).map(([path, text]) => {
        const id = `editor-${path.replace(/\W/g, '-')}`;
        return (
          <Box key={path} sx={{ mb: 2 }}>
            <Typography
              component="label"
              htmlFor={id}
              sx={{ fontFamily: 'monospace', fontWeight: 600 }}
            >
              schemas/{path}
            </Typography>
            <Box
              component="textarea"
              id={id}
              value={text}
              spellCheck={false}
              onChange={(e) => onEdit(path, (e.target as HTMLTextAreaElement).value)}
              aria-invalid={Boolean(errors[path])}
              aria-describedby={errors[path] ? `${id}-error` : undefined}
              sx={{
                width: '100%',
                height: 240,
                fontFamily: 'monospace',
                fontSize: 12,
                p: 1,
                resize: 'vertical',
              }}
            />
            {errors[path] ? (
              <FormHelperText id={`${id}-error`} error>
                {t('shell.demo.editor.invalid', { error: errors[path] })}
              </FormHelperText>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
