import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import type { FaqQuestionId } from '../../../domain/support/faq';
import { useT } from '../../i18n/useT';
import { faqText } from './faqText';

/** Questions and answers; one open at a time, a second click closes it. */
export function FaqAccordion({
  items,
  openQuestion,
  onToggle,
}: {
  items: readonly FaqQuestionId[];
  openQuestion: FaqQuestionId | null;
  onToggle: (question: FaqQuestionId) => void;
}) {
  // Rendered again when the language changes.
  useT();
  return (
    <div>
      {items.map((item) => (
        <Accordion
          key={item}
          expanded={openQuestion === item}
          onChange={() => onToggle(item)}
          disableGutters
          variant="outlined"
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography sx={{ fontWeight: 600 }}>{faqText(item).question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{faqText(item).answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
