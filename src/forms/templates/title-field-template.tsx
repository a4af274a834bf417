import type { TitleFieldProps } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

/**
 * The title of a group or list: an h3 under the step's h2 (@rjsf/mui uses h5, which skips heading
 * levels for screen-reader users), with the optional-data control beside it when there is one.
 */
export function TitleFieldTemplate({ id, title, optionalDataControl }: TitleFieldProps) {
  return (
    <Box id={id} sx={{ mt: 1, mb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h3" component="h3" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {optionalDataControl}
      </Box>
      <Divider />
    </Box>
  );
}
