import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqEntry } from '@/domain/contract/help';
import { byCategory } from './filter-faq';

/**
 * Questions grouped by category, each an accordion: the summary is a button (Enter/Space opens
 * it) inside a heading, and the answer region is labelled by its question.
 */
export function FaqList({ faqs }: { faqs: FaqEntry[] }) {
  return (
    <>
      {byCategory(faqs).map(([category, entries]) => (
        <Box
          component="section"
          key={category}
          sx={{ mb: 3 }}
          aria-labelledby={`faq-${slug(category)}`}
        >
          <Typography id={`faq-${slug(category)}`} variant="h2" sx={{ mb: 1.5 }}>
            {category}
          </Typography>
          {entries.map((faq) => (
            <Accordion key={faq.id} disableGutters slotProps={{ heading: { component: 'h3' } }}>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`faq-q-${faq.id}`}
                aria-controls={`faq-a-${faq.id}`}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {faq.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                {faq.answer.map((text) => (
                  <Typography key={text} sx={{ mb: 1, maxWidth: 820 }}>
                    {text}
                  </Typography>
                ))}
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
    </>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/\W+/g, '-');
