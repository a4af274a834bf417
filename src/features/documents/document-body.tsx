import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DocumentSection } from '@/domain/contract/help';

/** A document's sections: a heading each, its paragraphs, then its bulleted list. */
export function DocumentBody({ sections }: { sections: DocumentSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 3 }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {section.heading}
          </Typography>
          {(section.paragraphs ?? []).map((text) => (
            <Typography key={text} sx={{ mb: 1.25, maxWidth: 820 }}>
              {text}
            </Typography>
          ))}
          {section.items?.length ? (
            <Box component="ul" sx={{ pl: 3, my: 0, maxWidth: 820 }}>
              {section.items.map((text) => (
                <Typography component="li" key={text} sx={{ mb: 0.75 }}>
                  {text}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
    </>
  );
}
