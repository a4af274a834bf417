import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LoadedService } from '@/domain/catalog/types';
import type { ConditionTest } from '@/domain/drafts/conditions';
import { useLanguage, useT } from '@/i18n/use-t';
import { reviewRows, type ReviewRow } from './review-rows';

/** Props of ReviewStep. */
export interface ReviewStepProps {
  service: LoadedService;
  answers: Readonly<Record<string, unknown>>;
  /** Opens a step to change its answers; left out when the answers can no longer change. */
  onChangeStep?: (stepId: string) => void;
  /** How conditions are told (default: the form's own validators). */
  conditions?: ConditionTest;
}

/** Every answer of the application, step by step, labelled and formatted for checking. */
export function ReviewStep({ service, answers, onChangeStep, conditions }: ReviewStepProps) {
  const t = useT();
  // The rows hold formatted texts ('Not given', month names): worked out again for a new language.
  const language = useLanguage();
  const sections = useMemo(
    () =>
      service.steps.map((step) => ({
        step,
        rows: reviewRows(service, step.fields, answers, conditions),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language: the texts change with it
    [service, answers, conditions, language],
  );
  return (
    <Box>
      {sections.map(({ step, rows }) => (
        <Box
          key={step.id}
          component="section"
          aria-labelledby={`review-${step.id}`}
          sx={{ borderBottom: 1, borderColor: 'divider', py: 2 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <Typography id={`review-${step.id}`} variant="h3" component="h3" sx={{ flex: 1 }}>
              {step.title}
            </Typography>
            {onChangeStep ? (
              <Button
                size="small"
                onClick={() => onChangeStep(step.id)}
                aria-label={t('forms.review.changeStep', { step: step.title })}
              >
                {t('forms.review.change')}
              </Button>
            ) : null}
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 2fr) 3fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {rows.map((row) => (
              <Row key={row.key} row={row} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Row({ row }: { row: ReviewRow }) {
  const indent = { pl: row.depth * 2 };
  if (row.value === undefined) {
    return (
      <Typography component="dt" sx={{ gridColumn: '1 / -1', fontWeight: 600, mt: 1, ...indent }}>
        {row.label}
      </Typography>
    );
  }
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={indent}>
        {row.label}
      </Typography>
      {/* On a phone the value is under its label: indented as far, or it reads as the next
          group's. */}
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, pl: { xs: indent.pl, md: 0 }, overflowWrap: 'anywhere' }}
      >
        {row.value}
      </Typography>
    </>
  );
}
